// Measures replays on the built page (dist/) in headless Chromium and prints the figures: a whole
// game is played through the interface (the browser tests' bot), then watched as a replay; timed
// inside the page from the key press to the step shown: opening the replay, a step forward
// (median and p95 over up to 100 steps), a step back from late in the game (each one replays the
// game from the nearest keyframe before it), and the jumps to the end and to the start.
//
//   node scripts/measure-replay.mjs        (after a release build)
import { launch, serveDist } from "../tests/e2e/support.mjs";
import { playToTheEnd } from "../tests/e2e/bot.mjs";
import { pressStep, stats } from "./replay-timing.mjs";

const { server, url } = await serveDist();
const browser = await launch({ viewport: { width: 1440, height: 900 } });
const { page, errors } = browser;
// A renderer that dies is said, not mistaken for a slow step.
page.on("crash", () => errors.push("the page crashed"));
try {
  await page.goto(`${url}?seed=5`);
  await page.locator(".chips button", { hasText: "English" }).click();
  await page.locator("#new-game").click();
  await page.locator("#mode-open").check();
  await page.locator("#start-game").click();
  await playToTheEnd(page);
  const steps = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem("opcg.game.v1"))).actions.length);
  await page.locator("#exit").click();

  const t0 = await page.evaluate(() => performance.now());
  await page.locator("#replay-kept").click();
  await page.locator("#replay-badge").waitFor();
  const openMs = (await page.evaluate(() => performance.now())) - t0;

  const press = (key) => pressStep(page, key);

  const forward = [];
  for (let i = 0; i < Math.min(100, steps); i++) forward.push(await press("ArrowRight"));
  // a game of 100 steps or fewer is at its end already (End would change nothing to wait for)
  const endMs = forward.length < steps ? await press("End") : null;
  const back = [];
  for (let i = 0; i < Math.min(20, steps); i++) back.push(await press("ArrowLeft"));
  const homeMs = await press("Home");
  const stat = (xs) => {
    const { median, p95, n } = stats(xs);
    return `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${n})`;
  };
  console.log(`replay of a whole game of ${steps} steps (seed 5, open hands)`);
  console.log(`  open the replay:            ${openMs.toFixed(0)} ms`);
  console.log(`  step forward (→):           ${stat(forward)}`);
  console.log(`  to the end (End):           ${endMs === null ? "(at the end already)" : `${endMs.toFixed(1)} ms`}`);
  console.log(`  step back near the end (←): ${stat(back)}`);
  console.log(`  to the start (Home):        ${homeMs.toFixed(1)} ms`);
  if (errors.length) console.log(`console errors: ${errors.join(" | ")}`);
} finally {
  // Closing never hides the figures or an error above it: a browser that will not close (a
  // crashed renderer) is said, and the server is closed anyway so node exits.
  await browser.close().catch((e) => console.log(`the browser did not close cleanly: ${e.message}`));
  server.close();
}
