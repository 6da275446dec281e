//! The worker's entry point. In the browser (Trunk builds it as a worker: `index.html`) it
//! answers the page's messages with [`opcg_worker::answer`]. Built natively it answers one
//! request from the command line, which shows what the page would receive:
//! `cargo run -p opcg-worker -- read < cards.json` prints the readings as JSON.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let data = e.data();
        let request = js_sys::Array::from(&data);
        let id = request.get(0);
        let kind = request.get(1).as_string().unwrap_or_default();
        let payload = request.get(2).as_string().unwrap_or_default();
        let reply = js_sys::Array::new();
        reply.push(&id);
        match opcg_worker::answer(&kind, &payload) {
            Ok(bytes) => {
                reply.push(&JsValue::TRUE);
                reply.push(&js_sys::Uint8Array::from(bytes.as_slice()));
            }
            Err(why) => {
                reply.push(&JsValue::FALSE);
                reply.push(&JsValue::from_str(&why));
            }
        }
        // Posting can only fail for values that cannot be cloned; these are plain arrays.
        let _ = reply_to.post_message(&reply);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use std::io::Read;
    let kind = std::env::args().nth(1).unwrap_or_else(|| "read".to_string());
    let mut payload = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut payload) {
        eprintln!("opcg-worker: cannot read the request: {e}");
        std::process::exit(2);
    }
    match opcg_worker::answer(&kind, &payload) {
        Ok(bytes) => match postcard::from_bytes::<Vec<opcg_engine::CardDef>>(&bytes) {
            Ok(defs) => println!("{}", serde_json::to_string_pretty(&defs).unwrap_or_default()),
            Err(e) => {
                eprintln!("opcg-worker: the answer does not decode: {e}");
                std::process::exit(1);
            }
        },
        Err(why) => {
            eprintln!("opcg-worker: {why}");
            std::process::exit(1);
        }
    }
}
