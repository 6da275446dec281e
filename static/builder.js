// Run after the deck builder's glue (opcg-builder.js, no module loader): its `wasm_bindgen` is a
// global binding that scripts see but `window` does not carry; this hands it to the page
// (src/builder_host.rs) under a name it can look up.
"use strict";
self.opcgBuilder = wasm_bindgen;
