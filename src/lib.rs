//! The One Piece Card Game table: a Yew single-page app over the rules engines.
//!
//! - [`app`]: the root component and the screen it shows.
//! - [`start`]: the start screen (title, new game, mode, language).
//! - [`i18n`]: every string of the interface in 日本語 and English.
//! - [`prefs`]: settings kept in the browser's local storage.
//!
//! The app never reads engine internals: it shows `PlayerView` values and sends actions taken
//! from the engine's legal-action list (see ARCHITECTURE.md).

pub mod app;
pub mod i18n;
pub mod prefs;
pub mod start;

pub use app::App;

/// Mounts the app on the document's `<body>`.
pub fn start() {
    yew::Renderer::<App>::new().render();
}
