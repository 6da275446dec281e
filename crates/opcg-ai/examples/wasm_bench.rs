//! Search playouts per second in WebAssembly (what the page's worker will run).
//!
//! ```text
//! cargo build --profile bench -p opcg-ai --example wasm_bench --target wasm32-unknown-unknown
//! node crates/opcg-ai/wasm/bench.mjs [decisions] [iterations]
//! ```
//!
//! Built as a plain `cdylib` with no imports (no wasm-bindgen): node instantiates it, times the
//! exported calls with its own clock and prints one line per game. The same games natively:
//! `cargo run --profile bench -p opcg-ai --example playouts_bench -- [decisions] [iterations]`.

#[path = "support/bench_games.rs"]
mod bench_games;

pub use bench_games::{kaiun_playouts, opcg_playouts};
