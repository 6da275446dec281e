import { launch, serveDist } from "/work/wt-table/tests/e2e/support.mjs";
import { playToTheEnd } from "/work/wt-table/tests/e2e/bot.mjs";
import { pressStep } from "/work/wt-table/scripts/replay-timing.mjs";
const { server, url } = await serveDist();
const browser = await launch({ viewport: { width: 1100, height: 900 } });
const { page, errors } = browser;
try {
  await page.goto(`${url}?seed=4`);
  await page.locator(".chips button", { hasText: "English" }).click();
  await page.locator("#new-game").click();
  await page.locator("#mode-open").check();
  await page.locator("#start-game").click();
  await playToTheEnd(page);
  await page.locator("#exit").click();
  await page.locator("#replay-kept").click();
  await page.locator("#replay-badge").waitFor();
  const ts = [];
  for (let i = 0; i < 100; i++) {
    try { ts.push(await pressStep(page, "ArrowRight")); } catch (e) { console.log("fail at", i, await page.locator("#replay-step").textContent(), e.message); await page.screenshot({ path: "/tmp/wt-dbg-fail.png" }); await page.keyboard.press("ArrowRight"); await page.waitForTimeout(500); console.log("after a real key", await page.locator("#replay-step").textContent(), await page.evaluate(() => document.activeElement && document.activeElement.outerHTML.slice(0, 200))); break; }
  }
  console.log(ts.map((t) => t.toFixed(1)).join(" "));
  await page.screenshot({ path: "/tmp/wt-dbg.png" });
} finally {
  console.log("errors", errors);
  await browser.close(); server.close();
}
