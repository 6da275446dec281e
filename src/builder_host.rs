//! The deck builder's place in the page: the builder is a wasm of its own
//! (`src/bin/opcg-builder.rs`), loaded the first time the player opens it, so the page's initial
//! wasm carries neither the builder nor what only it uses (the card-list import, deck-list
//! editing). This component loads it once, mounts it in its element, unmounts it when the screen
//! closes, and reports the builder's "done" — all through [`crate::lazy::Mounted`].

use yew::prelude::*;

use crate::i18n::{Lang, Msg};
use crate::lazy::{LazyWasm, Mounted};

/// The builder's files, beside the page (`index.html`): its glue, then `builder.js`, which hands
/// the glue's `wasm_bindgen` to the page as `opcgBuilder`.
const BUILDER: LazyWasm = LazyWasm {
    scripts: &["./opcg-builder.js", "./builder.js"],
    module: false,
    global: "opcgBuilder",
    wasm: "./opcg-builder_bg.wasm",
    mount: "mount_builder",
    what: "the deck builder",
};

#[derive(Properties, PartialEq)]
pub struct HostProps {
    pub lang: Lang,
    /// The player is done with the builder.
    pub on_done: Callback<()>,
}

/// The deck builder, loaded apart and mounted here (again when the language changes).
#[function_component(BuilderHost)]
pub fn builder_host(p: &HostProps) -> Html {
    html! {
        <Mounted wasm={&BUILDER} args={vec![p.lang.tag().to_string()]} done_event="builder-done" on_done={p.on_done.clone()}
                 id="builder-root" class="builder-root" failed_id="builder-failed" failed_text={Msg::TheDeckBuilderCouldNot} lang={p.lang} />
    }
}
