//! Search playouts per second natively, on the same games as the WebAssembly benchmark
//! (`wasm_bench`, run by `node crates/opcg-ai/wasm/bench.mjs`), so the two figures compare:
//! `cargo run --profile bench -p opcg-ai --example playouts_bench -- [decisions] [iterations]`.

use std::time::Instant;

#[path = "support/bench_games.rs"]
mod bench_games;

fn main() {
    let args: Vec<u32> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let decisions = args.first().copied().unwrap_or(20);
    let iterations = args.get(1).copied().unwrap_or(400);
    let games: [(&str, extern "C" fn(u32, u32, u32) -> u64); 2] = [("opcg", bench_games::opcg_playouts), ("kaiun", bench_games::kaiun_playouts)];
    for (name, f) in games {
        let t = Instant::now();
        let playouts: u64 = (1..=3).map(|seed| f(decisions, iterations, seed)).sum();
        let secs = t.elapsed().as_secs_f64().max(1e-9);
        println!("native {name}: {playouts} playouts in {:.0} ms: {:.0} playouts/s (search, {iterations} iterations per decision)", secs * 1000.0, playouts as f64 / secs);
    }
}
