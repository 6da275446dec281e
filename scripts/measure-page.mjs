// Measures the built page (dist/) in headless Chromium and prints its figures:
//   the page's initial wasm size (raw and gzip) and, apart, the worker's (the card-text compiler
//   and the computer opponent), the deck builder's and the Kaiun Colosseum table's (each loaded
//   only when needed), the time
//   until the start screen and the board are
//   interactive, the time from a drop to the updated board (median and p95 over 100 drops), and,
//   after the bot has played that game to its end, the time of a replay's step (the kept game
//   watched again: from the key press to the frame after the step shows, median and p95 over up
//   to 100 steps forward and 20 back from the end, however long the game: the figures say how many
//   steps were measured; scripts/measure-replay.mjs has more of a replay's figures).
//
//   node scripts/measure-page.mjs        (after a release build; scripts/test.sh runs it)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { launch, serveDist, DIST } from "../tests/e2e/support.mjs";
import { playToTheEnd } from "../tests/e2e/bot.mjs";
import { pressStep, stats as replayStats } from "./replay-timing.mjs";

const wasm = fs.readdirSync(DIST).find((f) => f.startsWith("opcg-web-") && f.endsWith(".wasm"));
const raw = fs.readFileSync(path.join(DIST, wasm));
const gz = zlib.gzipSync(raw, { level: 9 }).length;
const workerRaw = fs.readFileSync(path.join(DIST, "opcg-worker_bg.wasm"));
const workerGz = zlib.gzipSync(workerRaw, { level: 9 }).length;
const builderRaw = fs.readFileSync(path.join(DIST, "opcg-builder_bg.wasm"));
const builderGz = zlib.gzipSync(builderRaw, { level: 9 }).length;
const kaiunRaw = fs.readFileSync(path.join(DIST, "opcg-kaiun_bg.wasm"));
const kaiunGz = zlib.gzipSync(kaiunRaw, { level: 9 }).length;

const { server, url } = await serveDist();
const browser = await launch({ viewport: { width: 1100, height: 900 } });
const { page, errors } = browser;
// Record when the start screen's button and then the board first exist.
await page.addInitScript(() => {
  window.__marks = {};
  new MutationObserver(() => {
    if (!window.__marks.start && document.querySelector("#new-game")) window.__marks.start = performance.now();
    if (!window.__marks.board && document.querySelector("#end-turn")) window.__marks.board = performance.now();
  }).observe(document, { subtree: true, childList: true });
});
await page.goto(`${url}?seed=4`);
await page.locator("#new-game").waitFor();
const startMs = await page.evaluate(() => window.__marks.start);
await page.locator(".chips button", { hasText: "English" }).click();
await page.locator("#new-game").click();
await page.locator("#mode-open").check();
const t0 = await page.evaluate(() => performance.now());
await page.locator("#start-game").click();
await page.locator("#go-first").click();
await page.locator("#keep-hand").click();
await page.locator("#keep-hand").click();
await page.locator("#end-turn").waitFor();

// 100 drops of a DON!! card onto the leader, each taken back with Undo, timed inside the page
// from the release of the pointer to the frame after the board shows the change.
const times = await page.evaluate(async () => {
  const centre = (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  };
  const fire = (el, type, p) =>
    el.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 7, isPrimary: true, button: 0, buttons: type === "pointerup" ? 0 : 1, clientX: p.x, clientY: p.y, pointerType: "mouse" }));
  const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const out = [];
  for (let i = 0; i < 100; i++) {
    const don = document.querySelector("#don-active");
    const leader = document.querySelector(".side.mine .zone.leader .card");
    const table = document.querySelector(".table");
    const a = centre(don);
    const b = centre(leader);
    fire(don, "pointerdown", a);
    fire(table, "pointermove", { x: a.x + 20, y: a.y - 20 });
    fire(table, "pointermove", b);
    await nextFrame();
    const before = leader.getAttribute("aria-label");
    const changed = new Promise((resolve) => {
      const obs = new MutationObserver(() => {
        const now = document.querySelector(".side.mine .zone.leader .card");
        if (now && now.getAttribute("aria-label") !== before) {
          obs.disconnect();
          resolve();
        }
      });
      obs.observe(document.querySelector(".board"), { subtree: true, attributes: true, childList: true });
    });
    const start = performance.now();
    fire(leader, "pointerup", b);
    await changed;
    const dom = performance.now() - start;
    await nextFrame();
    out.push({ dom, frame: performance.now() - start });
    await new Promise((r) => setTimeout(r, 5));
    document.querySelector("#undo").click();
    await nextFrame();
    await new Promise((r) => setTimeout(r, 5));
  }
  return out;
});
const boardMs = (await page.evaluate(() => window.__marks.board)) - t0;

// The same game played to its end by the bot, then watched again step by step.
await playToTheEnd(page);
const replaySteps = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem("opcg.game.v1"))).actions.length);
await page.locator("#exit").click();
await page.locator("#replay-kept").click();
await page.locator("#replay-badge").waitFor();
const forward = [];
const back = [];
try {
  for (let i = 0; i < Math.min(100, replaySteps); i++) forward.push(await pressStep(page, "ArrowRight"));
  // a game of 100 steps or fewer is at its end already (End would change nothing to wait for)
  if (forward.length < replaySteps) await pressStep(page, "End");
  for (let i = 0; i < Math.min(20, replaySteps); i++) back.push(await pressStep(page, "ArrowLeft"));
} catch (e) {
  // a step that did not show is said with where the replay was and any console error
  console.error(`replay: ${e.message} at "${await page.locator("#replay-step").textContent().catch(() => "?")}" after ${forward.length} steps forward, ${back.length} back; console errors: ${JSON.stringify(errors)}`);
  await browser.close();
  server.close();
  process.exit(1);
}
const stepFwd = replayStats(forward);
const stepBack = replayStats(back);
const stats = (xs) => {
  xs.sort((x, y) => x - y);
  return { median: xs[Math.floor(xs.length / 2)], p95: xs[Math.ceil(xs.length * 0.95) - 1] };
};
const dom = stats(times.map((t) => t.dom));
const frame = stats(times.map((t) => t.frame));
await browser.close();
server.close();
if (errors.length) {
  console.error("console errors:", errors);
  process.exit(1);
}
console.log(`page: initial wasm ${raw.length} bytes (${(raw.length / 1024).toFixed(0)} KiB), ${gz} bytes gzip (${(gz / 1024).toFixed(0)} KiB)`);
console.log(`page: worker wasm (card-text compiler and computer opponent, loaded when needed) ${workerRaw.length} bytes, ${workerGz} bytes gzip (${(workerGz / 1024).toFixed(0)} KiB)`);
console.log(`page: deck builder wasm (loaded when opened) ${builderRaw.length} bytes, ${builderGz} bytes gzip (${(builderGz / 1024).toFixed(0)} KiB)`);
console.log(`page: Kaiun Colosseum table wasm (loaded when a Kaiun game starts) ${kaiunRaw.length} bytes, ${kaiunGz} bytes gzip (${(kaiunGz / 1024).toFixed(0)} KiB)`);
console.log(`page: start screen interactive ${startMs.toFixed(0)} ms after navigation; board interactive ${boardMs.toFixed(0)} ms after "Start" (incl. the three opening clicks)`);
console.log(`page: drop → board updated in the DOM: median ${dom.median.toFixed(1)} ms, p95 ${dom.p95.toFixed(1)} ms over ${times.length} drops`);
console.log(`page: drop → next frame painted: median ${frame.median.toFixed(1)} ms, p95 ${frame.p95.toFixed(1)} ms (includes waiting for the display's frame)`);
console.log(`page: replay step p95 ${stepFwd.p95.toFixed(1)} ms (→, median ${stepFwd.median.toFixed(1)} ms over ${stepFwd.n} steps of a game of ${replaySteps}, to the frame painted); step back near the end (←, the game replayed from the nearest keyframe): median ${stepBack.median.toFixed(1)} ms, p95 ${stepBack.p95.toFixed(1)} ms over ${stepBack.n} steps`);
