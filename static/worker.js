// The Web Worker's loader (crates/opcg-worker, built by Trunk as `opcg-worker.js` +
// `opcg-worker_bg.wasm`). Requests that arrive while the wasm is still starting are kept and
// handed to the worker's own handler once it is set; if the wasm cannot start, the page is told
// (id -1) so every waiting request fails with a reason instead of waiting for ever.
"use strict";
const early = [];
self.onmessage = (e) => early.push(e);
importScripts("./opcg-worker.js");
wasm_bindgen({ module_or_path: "./opcg-worker_bg.wasm" }).then(
  () => {
    for (const e of early.splice(0)) self.onmessage(e);
  },
  (err) => self.postMessage([-1, false, "the worker could not start: " + err]),
);
