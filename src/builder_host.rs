//! The deck builder's place in the page: the builder is a wasm of its own
//! (`src/bin/opcg-builder.rs`), loaded the first time the player opens it, so the page's initial
//! wasm carries neither the builder nor what only it uses (the card-list import, deck-list
//! editing). This component loads it once, mounts it in its element, unmounts it when the
//! screen closes, and reports the builder's "done".

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use crate::i18n::{both, Lang};

/// The builder's files, beside the page (`index.html`): its glue, then `builder.js`, which hands
/// the glue's `wasm_bindgen` to the page as `opcgBuilder`.
const SCRIPTS: [&str; 2] = ["./opcg-builder.js", "./builder.js"];
const WASM: &str = "./opcg-builder_bg.wasm";

thread_local! {
    /// The builder's scripts loading, started once.
    static LOADING: RefCell<Option<js_sys::Promise>> = const { RefCell::new(None) };
}

/// Adds a script to the page; the promise settles when it has run (or failed to load).
fn add_script(document: &web_sys::Document, src: &str) -> Result<js_sys::Promise, String> {
    let script: web_sys::HtmlScriptElement = document.create_element("script").map_err(|_| "no script element")?.unchecked_into();
    script.set_src(src);
    // In order: the second script runs after the first.
    script.set_async(false);
    let loaded = js_sys::Promise::new(&mut |resolve, reject| {
        script.set_onload(Some(&resolve));
        script.set_onerror(Some(&reject));
    });
    document.head().ok_or("no head")?.append_child(&script).map_err(|_| "the builder's script was refused")?;
    Ok(loaded)
}

/// Loads the builder's scripts and wasm (once) and returns its `mount_builder`.
async fn mount_function() -> Result<js_sys::Function, String> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let promise = LOADING.with(|l| -> Result<js_sys::Promise, String> {
        if let Some(p) = l.borrow().as_ref() {
            return Ok(p.clone());
        }
        let all = js_sys::Array::new();
        for src in SCRIPTS {
            let loaded: JsValue = add_script(&document, src)?.into();
            all.push(&loaded);
        }
        let p = js_sys::Promise::all(&all);
        *l.borrow_mut() = Some(p.clone());
        Ok(p)
    })?;
    if JsFuture::from(promise).await.is_err() {
        // Let a later attempt try again (the files may come back, e.g. online again).
        LOADING.with(|l| *l.borrow_mut() = None);
        return Err("the deck builder could not be loaded".into());
    }
    // `wasm_bindgen` starts the wasm (once: later calls return the instance already started).
    let init = js_sys::Reflect::get(&js_sys::global(), &"opcgBuilder".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or("the deck builder's script did not load")?;
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"module_or_path".into(), &WASM.into());
    let started = init.call1(&JsValue::NULL, &options).map_err(|_| "the deck builder did not start")?;
    JsFuture::from(js_sys::Promise::resolve(&started)).await.map_err(|_| "the deck builder's wasm could not be loaded")?;
    js_sys::Reflect::get(&init, &"mount_builder".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or_else(|| "the deck builder did not start".into())
}

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
                    match mount_function().await {
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
                    <p>{ both(lang, "デッキ作成を開けませんでした：", "The deck builder could not open: ") }{ why }</p>
                    <button type="button" class="secondary" onclick={{ let d = p.on_done.clone(); Callback::from(move |_| d.emit(())) }}>{ both(lang, "戻る", "Back") }</button>
                </div>
            }
            <div ref={root} id="builder-root" class="builder-root"></div>
        </>
    }
}
