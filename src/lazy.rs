//! A wasm of the page's own loaded the first time it is needed (the deck builder, the Kaiun
//! Colosseum table), so the page's initial wasm carries neither: its script is added to the page
//! once, its wasm started once, and its mount function handed back. A failed load (offline
//! without the files cached, say) is forgotten, so a later attempt tries again.

use std::cell::RefCell;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// One lazily loaded wasm: the scripts that make its `wasm_bindgen` a global of the page, the
/// wasm file, and the function that mounts it.
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
