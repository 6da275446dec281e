//! A wasm of the page's own loaded the first time it is needed (the deck builder, the Kaiun
//! Colosseum table), so the page's initial wasm carries neither: its script is added to the page
//! once, its wasm started once, and its mount function handed back. A failed load (offline
//! without the files cached, say) is forgotten, so a later attempt tries again.
//!
//! [`Mounted`] is the one host component of such a wasm (the deck builder's
//! `crate::builder_host`, the Kaiun table's `crate::kaiun_host`): it loads the wasm, mounts it in
//! its element with the arguments given, unmounts it when the screen closes, hears the event the
//! mounted app sends when it is done, and shows why when it could not be loaded or started.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use crate::i18n::{t, Lang, Msg};

/// One lazily loaded wasm: the scripts that make its `wasm_bindgen` a global of the page, the
/// wasm file, and the function that mounts it.
#[derive(PartialEq)]
pub struct LazyWasm {
    /// Added in order. A classic script (a `no-modules` glue, then a line naming its
    /// `wasm_bindgen` `global`) or, with `module`, one module that imports a `web` glue and sets
    /// `global` itself. Two `no-modules` glues on one page would both declare the global
    /// `wasm_bindgen`; a module's glue keeps its names to itself.
    pub scripts: &'static [&'static str],
    pub module: bool,
    /// The global the scripts set: the glue's init function, carrying its exports.
    pub global: &'static str,
    pub wasm: &'static str,
    /// The exported function handed back once the wasm runs.
    pub mount: &'static str,
    /// What it is, for the reasons a load fails ("the deck builder").
    pub what: &'static str,
}

thread_local! {
    /// The scripts loading or loaded, by global: started once each.
    static LOADING: RefCell<Vec<(&'static str, js_sys::Promise)>> = const { RefCell::new(Vec::new()) };
}

/// Adds a script to the page; the promise settles when it has run (or failed to load).
fn add_script(document: &web_sys::Document, src: &str, module: bool) -> Result<js_sys::Promise, String> {
    let script: web_sys::HtmlScriptElement = document.create_element("script").map_err(|_| "no script element")?.unchecked_into();
    if module {
        script.set_type("module");
    }
    script.set_src(src);
    // In order: the second script runs after the first.
    script.set_async(false);
    let loaded = js_sys::Promise::new(&mut |resolve, reject| {
        script.set_onload(Some(&resolve));
        script.set_onerror(Some(&reject));
    });
    document.head().ok_or("no head")?.append_child(&script).map_err(|_| "a script was refused")?;
    Ok(loaded)
}

impl LazyWasm {
    /// Loads the scripts and the wasm (once) and returns the mount function.
    pub async fn mount_function(&self) -> Result<js_sys::Function, String> {
        let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
        let promise = LOADING.with(|l| -> Result<js_sys::Promise, String> {
            if let Some((_, p)) = l.borrow().iter().find(|(g, _)| *g == self.global) {
                return Ok(p.clone());
            }
            let all = js_sys::Array::new();
            for src in self.scripts {
                let loaded: JsValue = add_script(&document, src, self.module)?.into();
                all.push(&loaded);
            }
            let p = js_sys::Promise::all(&all);
            l.borrow_mut().push((self.global, p.clone()));
            Ok(p)
        })?;
        let what = self.what;
        if JsFuture::from(promise).await.is_err() {
            // Let a later attempt try again (the files may come back, e.g. online again).
            LOADING.with(|l| l.borrow_mut().retain(|(g, _)| *g != self.global));
            return Err(format!("{what} could not be loaded"));
        }
        // `wasm_bindgen` starts the wasm (once: later calls return the instance already started).
        let init = js_sys::Reflect::get(&js_sys::global(), &self.global.into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .ok_or_else(|| format!("{what}'s script did not load"))?;
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&options, &"module_or_path".into(), &self.wasm.into());
        let started = init.call1(&JsValue::NULL, &options).map_err(|_| format!("{what} did not start"))?;
        JsFuture::from(js_sys::Promise::resolve(&started)).await.map_err(|_| format!("{what}'s wasm could not be loaded"))?;
        js_sys::Reflect::get(&init, &self.mount.into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .ok_or_else(|| format!("{what} did not start"))
    }
}

#[derive(Properties, PartialEq)]
pub struct MountedProps {
    pub wasm: &'static LazyWasm,
    /// The mount function's arguments after the element (a language tag, a JSON opening); a
    /// change mounts the app again.
    pub args: Vec<String>,
    /// The event the mounted app sends on its element when it is done, and what it does here.
    pub done_event: &'static str,
    pub on_done: Callback<()>,
    /// The mount function refused to start (it threw): the reason goes here when given, else
    /// the failure panel shows it.
    #[prop_or_default]
    pub on_refused: Option<Callback<String>>,
    /// The element's id and class (`kaiun-root`), the failure panel's id (`kaiun-failed`) and
    /// its first words ("… could not open: ").
    pub id: &'static str,
    pub class: &'static str,
    pub failed_id: &'static str,
    pub failed_text: Msg,
    pub lang: Lang,
}

/// A lazily loaded wasm's app, mounted in an element of this component's own.
#[function_component(Mounted)]
pub fn mounted(p: &MountedProps) -> Html {
    let root = use_node_ref();
    let failed = use_state(|| None::<String>);
    {
        let root = root.clone();
        let (wasm, done_event, on_done, on_refused) = (p.wasm, p.done_event, p.on_done.clone(), p.on_refused.clone());
        let failed = failed.clone();
        use_effect_with(p.args.clone(), move |args| {
            let args = args.clone();
            let alive = Rc::new(Cell::new(true));
            let unmount: Rc<RefCell<Option<js_sys::Function>>> = Rc::default();
            let element = root.cast::<web_sys::Element>();
            let listener = element.clone().map(|el| gloo::events::EventListener::new(&el, done_event, move |_| on_done.emit(())));
            {
                let alive = alive.clone();
                let unmount = unmount.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let Some(el) = element else { return };
                    match wasm.mount_function().await {
                        Ok(mount) if alive.get() => {
                            let call = js_sys::Array::of1(&el);
                            for a in &args {
                                call.push(&JsValue::from_str(a));
                            }
                            match mount.apply(&JsValue::NULL, &call) {
                                Ok(f) => *unmount.borrow_mut() = f.dyn_into::<js_sys::Function>().ok(),
                                Err(why) => {
                                    let why = why.as_string().unwrap_or_else(|| format!("{} did not start", wasm.what));
                                    match on_refused {
                                        Some(r) => r.emit(why),
                                        None => failed.set(Some(why)),
                                    }
                                }
                            }
                        }
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
                <div class="panel file-error" role="alert" id={p.failed_id}>
                    <p>{ t(lang, p.failed_text) }{ why }</p>
                    <button type="button" class="secondary" onclick={p.on_done.reform(|_| ())}>{ t(lang, Msg::Back) }</button>
                </div>
            }
            <div ref={root} id={p.id} class={p.class}></div>
        </>
    }
}
