// Where the start screen's time goes: the page loaded in a fresh browser (no cache, no service
// worker) under a Chrome performance trace, and the main thread's tasks and the network requests
// listed in time order up to the moment the start screen's first button exists.
//
//   node scripts/trace-start.mjs [--runs N]
import { launch, serveDist } from "../tests/e2e/support.mjs";

const runsAt = process.argv.indexOf("--runs");
const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 1;
const { server, url } = await serveDist();
for (let run = 0; run < runs; run++) {
  const browser = await launch({ viewport: { width: 1100, height: 900 } });
  const { page, errors } = browser;
  await page.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.querySelector("#new-game")) {
        performance.mark("start-screen");
        obs.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const cdp = await page.context().newCDPSession(page);
  const chunks = [];
  cdp.on("Tracing.dataCollected", (e) => chunks.push(...e.value));
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "v8.execute", "toplevel", "loading", "netlog", "v8", "v8.wasm", "disabled-by-default-v8.compile", "blink", "navigation"] },
    transferMode: "ReportEvents",
  });
  await page.goto(`${url}?seed=4`);
  await page.locator("#new-game").waitFor();
  await page.waitForTimeout(200);
  await cdp.send("Tracing.end");
  await done;
  const startMs = await page.evaluate(() => performance.getEntriesByName("start-screen")[0].startTime);
  await browser.close();

  const names = new Map();
  for (const e of chunks) if (e.ph === "M" && e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args.name);
  const nav = chunks.find((e) => e.name === "navigationStart" || e.name === "NavigationTiming" );
  const mark = chunks.find((e) => e.name === "start-screen");
  const navStart = mark.ts - startMs * 1000;
  const rel = (ts) => ((ts - navStart) / 1000).toFixed(1).padStart(7);
  console.log(`run ${run + 1}: start screen at ${startMs.toFixed(0)} ms`);
  const mainKeys = [...names].filter(([, n]) => n === "CrRendererMain").map(([k]) => k);
  const rows = [];
  for (const e of chunks) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ts < navStart - 50000 || e.ts > mark.ts + 1000) continue;
    if (/ResourceSendRequest|ResourceReceiveResponse|ResourceFinish/.test(e.name)) rows.push([e.ts, `net ${e.name.replace("Resource", "")} ${(e.args?.data?.url ?? "").split("/").pop()}`]);
    else if (mainKeys.includes(key) && e.ph === "X" && e.dur > 3000 && /^(RunTask|ThreadControllerImpl::RunTask|EvaluateScript|v8\.compile|FunctionCall|v8\.callFunction|ParseHTML|UpdateLayoutTree|Layout|Paint|v8\.wasm|wasm|V8\.Wasm|MajorGC|MinorGC|Document::recalcStyle|LocalFrameView::performLayout|ParseAuthorStyleSheet|v8\.run|RunMicrotasks|EventDispatch|FireAnimationFrame|ResourceFetcher|ScriptStreaming|v8.evaluateModule|v8.produceModuleCache|Commit|Layerize|PrePaint)/.test(e.name)) rows.push([e.ts, `main ${e.name} ${(e.dur / 1000).toFixed(1)} ms ${e.args?.data?.url?.split("/").pop() ?? ""}`]);
    else if (e.ph === "X" && /wasm|Wasm/.test(e.name) && e.dur > 2000) rows.push([e.ts, `${names.get(key)} ${e.name} ${(e.dur / 1000).toFixed(1)} ms`]);
    else if (/^(firstPaint|firstContentfulPaint|domContentLoadedEventEnd|loadEventEnd|MarkDOMContent|MarkLoad|MarkFirstPaint|firstMeaningfulPaint)/.test(e.name)) rows.push([e.ts, `mark ${e.name}`]);
  }
  rows.sort((a, b) => a[0] - b[0]);
  for (const [ts, what] of rows) console.log(`${rel(ts)} ${what}`);
  if (errors.length) console.log(errors);
}
server.close();
