// The page runs under its Content-Security-Policy (a meta tag the build writes: its own files,
// 'wasm-unsafe-eval', this build's inline scripts by hash, no remote origin) with no violation
// while a game is started, played, saved to a file and the deck builder opened.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, playFirstTurnOpenHands, serveDist } from "./support.mjs";

test("the page runs under its Content-Security-Policy with zero violations", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  try {
    const { page, errors } = browser;
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(`${url}?seed=5`);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    assert.doesNotMatch(policy, /https?:|'unsafe-eval'|\*/, "no remote origin, no eval, no wildcard");
    await playFirstTurnOpenHands(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#export-game").click()]);
    assert.ok(await download.path());
    await page.locator("#exit").click();
    await page.locator("#title").waitFor();
    assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
