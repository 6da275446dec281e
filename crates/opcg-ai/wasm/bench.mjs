// Search playouts per second in WebAssembly: runs the `wasm_bench` example's exports in node.
//   cargo build --profile bench -p opcg-ai --example wasm_bench --target wasm32-unknown-unknown
//   node crates/opcg-ai/wasm/bench.mjs [decisions] [iterations]
// The bench profile writes to target/wasm32-unknown-unknown/release (the default here); the
// page's own size-optimised build: `--profile web` above and OPCG_WASM_PROFILE=web here.
// Each game's time includes its setup (the built-in card pool compiled), as natively.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = process.env.CARGO_TARGET_DIR ?? path.join(here, '../../../target');
const profile = process.env.OPCG_WASM_PROFILE ?? 'release';
const file = path.join(target, `wasm32-unknown-unknown/${profile}/examples/wasm_bench.wasm`);
const decisions = Number(process.argv[2] ?? 20);
const iterations = Number(process.argv[3] ?? 400);
const { instance } = await WebAssembly.instantiate(readFileSync(file), {});
for (const [game, fn] of [['opcg', 'opcg_playouts'], ['kaiun', 'kaiun_playouts']]) {
  let playouts = 0n;
  let ms = 0;
  for (let seed = 1; seed <= 3; seed++) {
    const t = performance.now();
    playouts += instance.exports[fn](decisions, iterations, seed);
    ms += performance.now() - t;
  }
  console.log(`wasm ${game}: ${playouts} playouts in ${ms.toFixed(0)} ms: ${(Number(playouts) / (ms / 1000)).toFixed(0)} playouts/s (search, ${iterations} iterations per decision, ${profile === 'release' ? 'bench' : profile} profile)`);
}
