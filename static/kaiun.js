// The Kaiun Colosseum table's loader (src/kaiun_host.rs adds it as a module script): its glue
// (opcg-kaiun.js, built for `web`) is an ES module, because the deck builder's `no-modules` glue
// already declares the page's global `wasm_bindgen`. This hands the glue's init function, with
// the table's `mount_kaiun`, to the page under a name it can look up.
import init, { mount_kaiun } from "./opcg-kaiun.js";

self.opcgKaiun = Object.assign((options) => init(options), { mount_kaiun });
