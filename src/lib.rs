//! The One Piece Card Game table: a Yew single-page app over the rules engines.
//!
//! - [`app`]: the root component and the screen it shows.
//! - [`start`]: the start screen (title, new game, mode, language).
//! - [`table`]: the game screen: the board, drag and drop, decisions, the curtain.
//! - [`drag`]: drag and drop with Pointer Events, shared by both tables.
//! - [`decks`]: the decks a new game can be played with.
//! - [`gamefile`]: a game exported to a file, and opened again.
//! - [`kaiun`]: the Kaiun Colosseum (開運コロシアム) game screen, its session and save, built
//!   into a wasm of its own (`src/bin/opcg-kaiun.rs`).
//! - [`kaiun_host`]: the Kaiun table's place in the page: loaded on first use, mounted, and
//!   what the start screen says of the kept Kaiun game (without the engine).
//! - [`lazy`]: a wasm of the page's own loaded on first use (deck builder, Kaiun table).
//! - [`i18n`]: every string of the interface in 日本語 and English.
//! - [`prefs`]: settings kept in the browser's local storage.
//! - [`session`]: a game with its history: apply, undo, save and load (plain Rust).
//! - [`host`]: what both games' sessions are (`GameSession`: apply, undo, save, load, a copy
//!   after k steps), and the table rules that need nothing more (undo against the computer).
//! - [`replay`]: a game watched again, for both tables: steps, keyframes, eyes, the controls.
//! - [`seats`]: who is at the device, the curtain, and what a seat has open: one rule for both
//!   tables.
//!
//! The app never reads engine internals: it shows `PlayerView` values and sends actions taken
//! from the engine's legal-action list (see ARCHITECTURE.md).

pub mod app;
pub mod builder_host;
pub mod cardlist;
pub mod computer;
pub mod customcard;
pub mod deckbuilder;
pub mod drag;
pub mod decks;
pub mod gamefile;
pub mod host;
pub mod i18n;
pub mod lazy;
pub mod kaiun;
pub mod kaiun_host;
pub mod prefs;
pub mod readings;
pub mod replay;
pub mod texts;
pub mod seats;
pub mod session;
pub mod start;
pub mod store;
pub mod table;
pub mod worker;

pub use app::App;

/// Mounts the app on the document's `<body>`.
pub fn start() {
    yew::Renderer::<App>::new().render();
}
