//! The page's side of its Web Worker (`crates/opcg-worker`, loaded by `static/worker.js`):
//! started on the first request, then kept. A request is a kind and a text; the answer is bytes
//! or the worker's reason for refusing (see the worker crate's docs for the kinds).
//!
//! If the worker fails (its files cannot load, or it stops on an error), every request waiting
//! for it fails with a reason, and the next request starts a new worker.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Worker};

/// The loader Trunk copies beside the page (`index.html`), relative to the page's address.
const SCRIPT: &str = "./worker.js";

/// Requests waiting for their answer: id → the promise's resolve and reject.
type Waiting = Rc<RefCell<BTreeMap<u32, (js_sys::Function, js_sys::Function)>>>;

struct Client {
    worker: Worker,
    waiting: Waiting,
    next: u32,
    /// Set when the worker failed; the next request replaces it.
    failed: Rc<Cell<bool>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static CLIENT: RefCell<Option<Client>> = const { RefCell::new(None) };
}

/// Fails every waiting request with `why`.
fn fail_all(waiting: &Waiting, why: &str) {
    let all = std::mem::take(&mut *waiting.borrow_mut());
    for (_, (_, reject)) in all {
        let _ = reject.call1(&JsValue::NULL, &JsValue::from_str(why));
    }
}

fn start() -> Result<Client, String> {
    let worker = Worker::new(SCRIPT).map_err(|_| "this browser cannot start the card reader (Web Workers)".to_string())?;
    let waiting: Waiting = Rc::default();
    let failed = Rc::new(Cell::new(false));
    let on_message = {
        let waiting = waiting.clone();
        let failed = failed.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let reply = js_sys::Array::from(&e.data());
            let id = reply.get(0).as_f64().unwrap_or(-1.0);
            if id < 0.0 {
                failed.set(true);
                fail_all(&waiting, &reply.get(2).as_string().unwrap_or_else(|| "the card reader could not start".into()));
                return;
            }
            let Some((resolve, reject)) = waiting.borrow_mut().remove(&(id as u32)) else { return };
            let settle = if reply.get(1).is_truthy() { resolve } else { reject };
            let _ = settle.call1(&JsValue::NULL, &reply.get(2));
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    let on_error = {
        let waiting = waiting.clone();
        let failed = failed.clone();
        Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
            failed.set(true);
            fail_all(&waiting, "the card reader stopped on an error");
        })
    };
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Client { worker, waiting, next: 0, failed, _on_message: on_message, _on_error: on_error })
}

/// Sends one request to the worker and waits for its answer.
pub async fn request(kind: &str, payload: &str) -> Result<Vec<u8>, String> {
    let promise = CLIENT.with(|slot| -> Result<js_sys::Promise, String> {
        let mut slot = slot.borrow_mut();
        if slot.as_ref().is_some_and(|c| c.failed.get()) {
            if let Some(old) = slot.take() {
                old.worker.terminate();
            }
        }
        if slot.is_none() {
            *slot = Some(start()?);
        }
        let Some(client) = slot.as_mut() else { return Err("the card reader is unavailable".into()) };
        let id = client.next;
        client.next = client.next.wrapping_add(1);
        let waiting = client.waiting.clone();
        let promise = js_sys::Promise::new(&mut |resolve, reject| {
            waiting.borrow_mut().insert(id, (resolve, reject));
        });
        let message = js_sys::Array::of3(&JsValue::from(id), &JsValue::from_str(kind), &JsValue::from_str(payload));
        if client.worker.post_message(&message).is_err() {
            client.waiting.borrow_mut().remove(&id);
            return Err("the card reader did not take the request".into());
        }
        Ok(promise)
    })?;
    match JsFuture::from(promise).await {
        Ok(bytes) => Ok(js_sys::Uint8Array::new(&bytes).to_vec()),
        Err(why) => Err(why.as_string().unwrap_or_else(|| "the card reader failed".into())),
    }
}
