// Where a replay's step spends its time: a whole game played by the browser tests' bot (or a
// kept save given with --save FILE, written by an earlier run's --keep FILE), watched again, and
// a Chrome performance trace (CDP Tracing) taken over the steps; times are the main thread's
// own (thread time), so a busy machine inflates them less than the wall clock. Each step is cut from the trace
// between two performance marks (the key press, the frame after the step counter changed) and its
// main-thread time is said by kind: script (the wasm and its glue), style, layout, paint and the
// compositor's share (pre-paint, layerize, commit), plus raster on the compositor's workers.
//
//   node scripts/trace-replay.mjs [--steps N] [--back N] [--save FILE] [--keep FILE] [--width W --height H]
import fs from "node:fs";
import { launch, serveDist } from "../tests/e2e/support.mjs";
import { playToTheEnd } from "../tests/e2e/bot.mjs";
import { pressStep, stats } from "./replay-timing.mjs";

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const forwardN = Number(arg("steps", 60));
const backN = Number(arg("back", 15));
const saveFile = arg("save", null);
const keepFile = arg("keep", null);
const width = Number(arg("width", 1100));
const height = Number(arg("height", 900));

const { server, url } = await serveDist();
const browser = await launch({ viewport: { width, height } });
const { page, errors } = browser;
page.on("crash", () => errors.push("the page crashed"));
try {
  if (saveFile) {
    const kept = fs.readFileSync(saveFile, "utf8");
    await page.addInitScript((kept) => {
      if (!localStorage.getItem("opcg.game.v1")) localStorage.setItem("opcg.game.v1", kept);
    }, kept);
    await page.goto(`${url}?seed=4`);
    await page.locator(".chips button", { hasText: "English" }).click();
  } else {
    await page.goto(`${url}?seed=4`);
    await page.locator(".chips button", { hasText: "English" }).click();
    await page.locator("#new-game").click();
    await page.locator("#mode-open").check();
    await page.locator("#start-game").click();
    await playToTheEnd(page);
    if (keepFile) fs.writeFileSync(keepFile, await page.evaluate(() => localStorage.getItem("opcg.game.v1")));
    await page.locator("#exit").click();
  }
  const steps = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem("opcg.game.v1"))).actions.length);
  await page.locator("#replay-kept").click();
  await page.locator("#replay-badge").waitFor();

  const cdp = await page.context().newCDPSession(page);
  const chunks = [];
  cdp.on("Tracing.dataCollected", (e) => chunks.push(...e.value));
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.start", {
    traceConfig: {
      includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "v8.execute", "toplevel", "cc", "blink", "disabled-by-default-devtools.timeline.frame"],
      recordMode: "recordContinuously",
    },
    transferMode: "ReportEvents",
  });
  // which steps changed the seat the board is drawn for (open hands follow the seat that acts:
  // the two sides change places)
  const turned = new Set();
  const viewer = () => page.evaluate(() => document.querySelector(".table").dataset.viewer);
  const timed = async (key, i) => {
    const before = await viewer();
    await page.evaluate((m) => performance.mark(`${m}-start`), `${key}-${i}`);
    const ms = await pressStep(page, key);
    await page.evaluate((m) => performance.mark(`${m}-end`), `${key}-${i}`);
    if ((await viewer()) !== before) turned.add(`${key}-${i}`);
    return ms;
  };
  const forward = [];
  for (let i = 0; i < Math.min(forwardN, steps); i++) forward.push(await timed("ArrowRight", i));
  const back = [];
  for (let i = 0; i < Math.min(backN, forward.length); i++) back.push(await timed("ArrowLeft", i));
  await cdp.send("Tracing.end");
  await done;

  // the renderer's main thread and its raster workers
  const names = new Map();
  for (const e of chunks) if (e.ph === "M" && e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args.name);
  const marks = new Map();
  for (const e of chunks) if (e.cat?.includes("blink.user_timing") && /-(start|end)$/.test(e.name)) marks.set(e.name, e.ts);
  const mainKey = [...names].find(([k, n]) => n === "CrRendererMain" && chunks.some((e) => `${e.pid}:${e.tid}` === k && e.name === "Layout"))?.[0];
  const kind = (n) => {
    if (/^(FunctionCall|EvaluateScript|v8\.|V8\.|RunMicrotasks|EventDispatch|TimerFire|FireAnimationFrame|MajorGC|MinorGC|GCEvent|BlinkGC|ThreadState)/.test(n)) return "script";
    if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout|ScheduleStyleRecalculation|Document::(recalcStyle|updateStyle)|StyleEngine|StyleResolver)/.test(n)) return "style";
    if (/^(Layout|UpdateLayout|LocalFrameView::(layout|performLayout)|InlineNode|LayoutNG|NGInline|LayoutBlock|LayoutText)/.test(n)) return "layout";
    if (/^(Paint|PaintImage|UpdateLayer|CompositeLayers|PaintSetup|PaintController|LocalFrameView::RunPaint)/.test(n)) return "paint";
    if (/^(PrePaint|Blink\.PrePaint|Layerize|Commit|ProxyMain|UpdateLayerTree|HitTest|IntersectionObserverController|cc::|LayerTreeHost)/.test(n)) return "prepaint+commit";
    return "other";
  };
  // complete events of one thread, with their self time (duration less their children's)
  const selfTimes = (key) => {
    const evs = chunks.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === "X" && e.dur != null).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    // thread time (tdur) where the trace has it: what the thread ran, not how long it waited for a
    // core on a busy machine
    const cpu = (e) => e.tdur ?? e.dur;
    for (const e of evs) {
      e.self = cpu(e);
      while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
      if (stack.length) stack[stack.length - 1].self -= cpu(e);
      stack.push(e);
    }
    return evs;
  };
  const main = selfTimes(mainKey);
  const rasterKeys = [...names].filter(([, n]) => /CompositorTileWorker|Compositor/.test(n)).map(([k]) => k);
  const raster = rasterKeys.flatMap((k) => chunks.filter((e) => `${e.pid}:${e.tid}` === k && e.ph === "X" && /Raster|Decode|Paint/.test(e.name)));
  const perStep = (key, n) => {
    const rows = [];
    for (let i = 0; i < n; i++) {
      const a = marks.get(`${key}-${i}-start`);
      const b = marks.get(`${key}-${i}-end`);
      if (a == null || b == null) continue;
      const row = { script: 0, style: 0, layout: 0, paint: 0, "prepaint+commit": 0, other: 0, raster: 0, byName: {} };
      for (const e of main) {
        if (e.ts >= a && e.ts < b) {
          row[kind(e.name)] += e.self / 1000;
          row.byName[e.name] = (row.byName[e.name] ?? 0) + e.self / 1000;
        }
      }
      for (const e of raster) if (e.ts >= a && e.ts < b) row.raster += e.dur / 1000;
      row.elements = main.filter((e) => e.ts >= a && e.ts < b && e.name === "UpdateLayoutTree").reduce((t, e) => t + (e.args?.elementCount ?? 0), 0);
      row.layoutObjects = main.filter((e) => e.ts >= a && e.ts < b && e.name === "Layout").reduce((t, e) => t + (e.args?.beginData?.dirtyObjects ?? 0), 0);
      row.step = i;
      row.turned = turned.has(`${key}-${i}`);
      row.main = row.script + row.style + row.layout + row.paint + row["prepaint+commit"] + row.other;
      rows.push(row);
    }
    return rows;
  };
  const report = (label, ms, rows) => {
    const s = stats(ms);
    console.log(`${label}: wall median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms over ${s.n}`);
    for (const k of ["main", "script", "style", "layout", "paint", "prepaint+commit", "other", "raster"]) {
      const t = stats(rows.map((r) => r[k]));
      console.log(`  ${k.padEnd(16)} median ${t.median.toFixed(1).padStart(6)} ms   p95 ${t.p95.toFixed(1).padStart(6)} ms`);
    }
    const total = {};
    for (const r of rows) for (const [n, v] of Object.entries(r.byName)) total[n] = (total[n] ?? 0) + v;
    const top = Object.entries(total).sort((x, y) => y[1] - x[1]).slice(0, 12);
    const slow = [...rows].sort((x, y) => y.main - x.main).slice(0, 6);
    console.log(`  slowest: ${slow.map((r) => `#${r.step}${r.turned ? "↕" : ""} main ${r.main.toFixed(0)} (script ${r.script.toFixed(0)}, style ${r.style.toFixed(0)} on ${r.elements} elements, layout ${r.layout.toFixed(0)} of ${r.layoutObjects}, paint ${r.paint.toFixed(0)})`).join("; ")}`);
    for (const [label, part] of [["the sides changed places", rows.filter((r) => r.turned)], ["the same sides", rows.filter((r) => !r.turned)]]) {
      if (!part.length) continue;
      const t = stats(part.map((r) => r.main));
      console.log(`  ${label}: ${part.length} steps, main median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms; layout median ${stats(part.map((r) => r.layout)).median.toFixed(1)} ms, style median ${stats(part.map((r) => r.style)).median.toFixed(1)} ms`);
    }
    const el = stats(rows.map((r) => r.elements));
    console.log(`  elements restyled per step: median ${el.median}, p95 ${el.p95}`);
    console.log(`  main-thread self time by event, mean per step: ${top.map(([n, v]) => `${n} ${(v / rows.length).toFixed(2)}`).join(", ")}`);
  };
  console.log(`a game of ${steps} steps; ${width}×${height}`);
  report("step forward (→)", forward, perStep("ArrowRight", forward.length));
  report("step back (←)", back, perStep("ArrowLeft", back.length));
  if (errors.length) console.log(`console errors: ${errors.join(" | ")}`);
} finally {
  await browser.close().catch((e) => console.log(`the browser did not close cleanly: ${e.message}`));
  server.close();
}
