//! The deck builder as a wasm of its own (`crate::deckbuilder`, with the card-list import), so
//! the page's initial wasm does not carry it: the page loads this one the first time the player
//! opens the deck builder (`opcg_web::builder_host`). Trunk builds it without a module loader
//! (`index.html`); its `mount_builder` is then `wasm_bindgen.mount_builder` on the page.
//!
//! Both wasms keep their state in the same local storage (decks, imported cards, readings); the
//! page reads it again when the builder is closed.

#[cfg(target_arch = "wasm32")]
mod web {
    use opcg_web::deckbuilder::{BuilderProps, DeckBuilder};
    use opcg_web::i18n::Lang;
    use wasm_bindgen::prelude::*;
    use yew::Callback;

    /// Mounts the deck builder in `root` in the language tagged `lang` ("ja", "en"). When the
    /// player is done it dispatches `builder-done` on `root`. Returns the function that unmounts
    /// it.
    #[wasm_bindgen]
    pub fn mount_builder(root: web_sys::Element, lang: &str) -> JsValue {
        let lang = Lang::from_tag(lang).unwrap_or_default();
        let target = root.clone();
        let on_done = Callback::from(move |()| {
            if let Ok(event) = web_sys::Event::new("builder-done") {
                let _ = target.dispatch_event(&event);
            }
        });
        let app = yew::Renderer::<DeckBuilder>::with_root_and_props(root, BuilderProps { lang, on_done }).render();
        Closure::once_into_js(move || app.destroy())
    }
}

fn main() {
    // In the browser the page calls `mount_builder`; there is nothing to do at load.
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("opcg-builder is the deck builder's wasm, loaded by the page (trunk build); it does nothing natively");
}
