//! The deck builder's place in the page: the builder is a wasm of its own
//! (`src/bin/opcg-builder.rs`), loaded the first time the player opens it, so the page's initial
//! wasm carries neither the builder nor what only it uses (the card-list import, deck-list
//! editing). This component loads it once ([`crate::lazy`]), mounts it in its element, unmounts it when the
//! screen closes, and reports the builder's "done".

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::i18n::{t, Lang, Msg};
use crate::lazy::LazyWasm;

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

/// The deck builder, loaded apart and mounted here.
#[function_component(BuilderHost)]
pub fn builder_host(p: &HostProps) -> Html {
    let root = use_node_ref();
    let failed = use_state(|| None::<String>);
    {
        let root = root.clone();
        let on_done = p.on_done.clone();
        let failed = failed.clone();
        use_effect_with(p.lang, move |&lang| {
            let alive = Rc::new(Cell::new(true));
            let unmount: Rc<RefCell<Option<js_sys::Function>>> = Rc::default();
            let element = root.cast::<web_sys::Element>();
            let listener = element.clone().map(|el| gloo::events::EventListener::new(&el, "builder-done", move |_| on_done.emit(())));
            {
                let alive = alive.clone();
                let unmount = unmount.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let Some(el) = element else { return };
                    match BUILDER.mount_function().await {
                        Ok(mount) if alive.get() => match mount.call2(&JsValue::NULL, &el, &lang.tag().into()) {
                            Ok(f) => *unmount.borrow_mut() = f.dyn_into::<js_sys::Function>().ok(),
                            Err(_) => failed.set(Some("the deck builder did not start".into())),
                        },
                        Ok(_) => {}
                        Err(why) => failed.set(Some(why)),
                    }
                });
            }
            move || {
                alive.set(false);
                drop(listener);
                if let Some(f) = unmount.borrow_mut().take() {
                    let _ = f.call0(&JsValue::NULL);
                }
            }
        });
    }
    let lang = p.lang;
    html! {
        <>
            if let Some(why) = &*failed {
                <div class="panel file-error" role="alert" id="builder-failed">
                    <p>{ t(lang, Msg::TheDeckBuilderCouldNot) }{ why }</p>
                    <button type="button" class="secondary" onclick={{ let d = p.on_done.clone(); Callback::from(move |_| d.emit(())) }}>{ t(lang, Msg::Back) }</button>
                </div>
            }
            <div ref={root} id="builder-root" class="builder-root"></div>
        </>
    }
}
