//! The Kaiun Colosseum table as a wasm of its own (`crate::kaiun` and the Kaiun engine), so the
//! page's initial wasm does not carry it: the page loads this one the first time a player starts
//! or continues a Kaiun game (`opcg_web::kaiun_host`). Trunk builds it for `web` (an ES module
//! glue, `opcg-kaiun.js`, which `static/kaiun.js` imports: the deck builder's `no-modules` glue
//! already declares the page's global `wasm_bindgen`); its `mount_kaiun` is then
//! `opcgKaiun.mount_kaiun` on the page.
//!
//! Both wasms keep the Kaiun game in the same local storage (`kaiun_host::KEPT`).

#[cfg(target_arch = "wasm32")]
mod web {
    use opcg_web::i18n::Lang;
    use opcg_web::kaiun::{self, KaiunProps, KaiunScreen};
    use opcg_web::kaiun_host::Opening;
    use wasm_bindgen::prelude::*;
    use yew::Callback;

    /// Mounts the Kaiun table in `root` in the language tagged `lang` ("ja", "en"), opened as
    /// `opening` says (an [`Opening`] as JSON). When the player leaves it dispatches `kaiun-exit`
    /// on `root`. Returns the function that unmounts it; throws the reason (a string) when the
    /// game cannot be opened (a kept save that does not replay), having mounted nothing.
    #[wasm_bindgen]
    pub fn mount_kaiun(root: web_sys::Element, lang: &str, opening: &str) -> Result<JsValue, JsValue> {
        let lang = Lang::from_tag(lang).unwrap_or_default();
        let opening: Opening = serde_json::from_str(opening).map_err(|e| JsValue::from_str(&format!("the page asked for no known opening: {e}")))?;
        let replay = matches!(opening, Opening::Watch | Opening::WatchFile(_));
        let session = kaiun::open(opening).map_err(|why| JsValue::from_str(&why))?;
        let target = root.clone();
        let on_exit = Callback::from(move |()| {
            if let Ok(event) = web_sys::Event::new("kaiun-exit") {
                let _ = target.dispatch_event(&event);
            }
        });
        let app = yew::Renderer::<KaiunScreen>::with_root_and_props(root, KaiunProps { session, lang, on_exit, replay }).render();
        Ok(Closure::once_into_js(move || app.destroy()))
    }
}

fn main() {
    // In the browser the page calls `mount_kaiun`; there is nothing to do at load.
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("opcg-kaiun is the Kaiun Colosseum table's wasm, loaded by the page (trunk build); it does nothing natively");
}
