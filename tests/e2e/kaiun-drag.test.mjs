// A Kaiun hand card dragged to the battle area on a phone (390×844), where a hand of three rows
// and the battle area above it need not be on one screen: the person has scrolled down (to the
// hand's last row, the log), presses a card, and drags it up to the top of the screen; the page scrolls while the pointer is near the edge (`src/drag.rs`), bringing the
// battle area under it, and the card is set there. A real pointer drag: the test never scrolls
// the page itself during it. No console errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, serveDist, centre } from "./support.mjs";
import { newKaiunGame, step, stepCount, waitForStep } from "./kaiun-bot.mjs";

/** Where an element (the last that matches) is against the viewport: its box's centre, and
 *  whether that is on screen. */
const where = (page, sel) =>
  page.evaluate((sel) => {
    const r = [...document.querySelectorAll(sel)].pop().getBoundingClientRect();
    const y = r.top + r.height / 2;
    return { x: r.left + r.width / 2, y, onScreen: y >= 0 && y <= innerHeight };
  }, sel);

test("kaiun on a phone: a drag from the hand near the top edge scrolls the page to the off-screen battle area", { timeout: 120000 }, async (t) => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 390, height: 844 } });
  try {
    const { page, errors } = browser;
    await newKaiunGame(page, url, { seed: 7, mode: "open" });
    // Played on (by the browser tests' player) until the seat to set has a hand of three rows.
    const memo = {};
    for (let i = 0; i < 200 && (await page.locator(".hand-mine .kcard.source").count()) < 9; i++) {
      assert.equal(await page.locator('#prompt[data-over="true"]').count(), 0, "the game went on");
      await step(page, memo);
    }
    const rows = await page.evaluate(() => new Set([...document.querySelectorAll(".hand-mine .kcard")].map((c) => Math.round(c.getBoundingClientRect().top))).size);
    assert.ok(rows >= 3, `a hand of ${rows} rows`);
    const card = page.locator(".hand-mine .kcard.source").last();
    // The person has scrolled down (a wheel, as a person does: before the drag), the battle area
    // now above the screen, the hand's last row on it.
    await page.mouse.move(195, 600);
    while (!(await where(page, ".hand-mine .kcard.source")).onScreen || (await where(page, "#battle-mine")).onScreen) {
      const y = await page.evaluate(() => scrollY);
      await page.mouse.wheel(0, 200);
      await page.waitForFunction((y) => scrollY !== y || scrollY + innerHeight >= document.documentElement.scrollHeight - 1, y);
      if (await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1)) break;
    }
    const battle = await where(page, "#battle-mine");
    assert.equal(battle.onScreen, false, `the battle area starts off screen (${Math.round(battle.y)} px)`);
    const from = await centre(card);
    assert.ok(from.y > 0 && from.y < 844, "the hand card is on screen");
    const scrolled = await page.evaluate(() => scrollY);
    const before = await stepCount(page);
    const id = await card.getAttribute("data-card");

    // The drag: press, up to the top edge, wait there while the page scrolls, then onto the area.
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    const top = { x: 195, y: 12 };
    for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + ((top.x - from.x) * i) / 10, from.y + ((top.y - from.y) * i) / 10);
    await page.waitForFunction(() => {
      const r = document.querySelector("#battle-mine").getBoundingClientRect();
      return r.top + r.height / 2 > 100 && r.top + r.height / 2 < innerHeight;
    }, null, { timeout: 10000 });
    assert.ok(await page.locator("#battle-mine.drop-ok").count(), "the battle area is lit for the dragged card");
    if (process.env.KAIUN_SHOTS) await page.screenshot({ path: `${process.env.KAIUN_SHOTS}/kaiun-phone-drag.png` });
    const to = await where(page, "#battle-mine");
    for (let i = 1; i <= 6; i++) await page.mouse.move(top.x + ((to.x - top.x) * i) / 6, top.y + ((to.y - top.y) * i) / 6);
    // Out of the band at the edge the page stops scrolling: the area stays under the pointer.
    const settled = await page.evaluate(() => scrollY);
    await page.waitForTimeout(100);
    assert.equal(await page.evaluate(() => scrollY), settled, "no scrolling away from the edges");
    const drop = await where(page, "#battle-mine");
    await page.mouse.move(drop.x, drop.y);
    await page.mouse.up();
    await waitForStep(page, before);
    t.diagnostic(`scrolled from ${scrolled} to ${settled} px during the drag`);
    assert.ok(settled < scrolled, "the drag scrolled the page up");
    assert.equal(await page.locator(`[data-card="${id}"]`).count(), 0, "the card has left the hand (set in the battle area)");
    const kept = JSON.parse(JSON.parse(await page.evaluate(() => localStorage.getItem("kaiun.game.v1")))).game.actions;
    assert.ok(JSON.stringify(kept.at(-1)).includes("Set"), `the last action kept is the set: ${JSON.stringify(kept.at(-1))}`);
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});
