// What every browser test shares: Debian's Chromium driven by playwright-core, the built page
// served from a sub-path on 127.0.0.1, and a watch on the console that fails on any error.
import { chromium } from "playwright-core";
import assert from "node:assert/strict";
import path from "node:path";
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { serve } from "../../scripts/serve.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = process.env.OPCG_DIST ? path.resolve(process.env.OPCG_DIST) : path.resolve(here, "..", "..", "dist");
export const SUB_PATH = "/tables/opcg/";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Serves dist/ under SUB_PATH on a free loopback port. */
export async function serveDist() {
  if (!fs.existsSync(path.join(DIST, "index.html"))) {
    throw new Error(`${DIST}/index.html is missing: build the page first (scripts/test.sh does)`);
  }
  return serve({ dir: DIST, port: 0, base: SUB_PATH });
}

/** A fresh headless Chromium with its own empty profile. `contextOptions` go to newContext. */
export async function launch(contextOptions = {}) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "opcg-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
    ...contextOptions,
  });
  const errors = [];
  const watch = (page) => {
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
    });
    page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The centre of a locator's box. */
export async function centre(locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Throws unless `p` is inside the viewport: a pointer pressed or released off screen reaches
 *  no element (the drag would not start, or drop nowhere). */
function onScreen(page, p, what) {
  const vp = page.viewportSize();
  if (vp && (p.x < 0 || p.y < 0 || p.x > vp.width || p.y > vp.height)) {
    throw new Error(`${what} is off screen at (${Math.round(p.x)}, ${Math.round(p.y)}) in ${vp.width}×${vp.height}`);
  }
}

/** Scrolls the page, as a person would before a drag, when `from` or `to` is off screen: the
 *  two are centred together in the viewport (on a phone the own hand can lie below the fold,
 *  under the battle area). */
export async function bringIntoView(page, from, to) {
  const [f, t] = [await from.elementHandle(), await to.elementHandle()];
  await page.evaluate(([f, t]) => {
    const [a, b] = [f.getBoundingClientRect(), t.getBoundingClientRect()];
    const inView = (r) => r.top + r.height / 2 >= 0 && r.top + r.height / 2 <= innerHeight;
    if (inView(a) && inView(b)) return;
    const middle = (Math.min(a.top, b.top) + Math.max(a.bottom, b.bottom)) / 2;
    window.scrollBy(0, middle - innerHeight / 2);
  }, [f, t]);
}

/** A real mouse drag, as a person makes it: the page scrolled so the card and the place it goes
 *  are both on screen (`bringIntoView`; a drag scrolls the page only while held near its top or
 *  bottom edge, which this straight drag does not: kaiun-drag.test.mjs), then a press on `from`,
 *  moves in steps and the release on `to`. */
export async function mouseDrag(page, from, to) {
  await bringIntoView(page, from, to);
  const a = await centre(from);
  const b = await centre(to);
  onScreen(page, a, "the dragged element");
  onScreen(page, b, "the drop target");
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
  }
  await page.mouse.up();
}

/** A real touch drag through the DevTools protocol (pointerType "touch"). */
export async function touchDrag(page, from, to) {
  const a = await centre(from);
  const b = await centre(to);
  const cdp = await page.context().newCDPSession(page);
  const point = (p) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(a) });
  for (let i = 1; i <= 8; i++) {
    const p = { x: a.x + ((b.x - a.x) * i) / 8, y: a.y + ((b.y - a.y) * i) / 8 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(p) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Opens the page, picks English and starts a new game with a fixed seed in the given mode. */
export async function newGame(page, baseUrl, { seed = 1, mode = "open" } = {}) {
  await page.goto(`${baseUrl}?seed=${seed}`);
  await page.locator(".chips button", { hasText: "English" }).click();
  await page.locator("#new-game").click();
  await page.locator(mode === "open" ? "#mode-open" : "#mode-pass").check();
  await page.locator("#start-game").click();
}

/** From the start screen (in English): a new open-hands game, first player chosen, both hands
 *  kept, and the first turn ended. */
export async function playFirstTurnOpenHands(page) {
  await page.locator(".chips button", { hasText: "English" }).click();
  await page.locator("#new-game").click();
  await page.locator("#mode-open").check();
  await page.locator("#start-game").click();
  await page.locator("#go-first").click();
  await page.locator("#keep-hand").click();
  await page.locator("#keep-hand").click();
  await page.locator("#end-turn").click();
}

/** The number of steps of the game kept in local storage. */
export const keptSteps = (page) => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem("opcg.game.v1"))).actions.length);

/** Waits until the kept game has more than `n` steps. */
export const waitForKeptSteps = (page, n) =>
  page.waitForFunction((n) => JSON.parse(JSON.parse(localStorage.getItem("opcg.game.v1"))).actions.length > n, n);

/** A replay's first steps, the same on both tables: forward to step 4 by button and by key, back to
 *  step 2 by button, and step 2's board is the same both times. `expectStep(page, k, n)` waits
 *  until step k of n shows; `board(page)` reads what is on the board. */
export async function forwardAndBack(page, n, expectStep, board) {
  await page.locator("#replay-forward").click();
  await expectStep(page, 1, n);
  await page.keyboard.press("ArrowRight");
  await expectStep(page, 2, n);
  const atTwo = await board(page);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectStep(page, 4, n);
  await page.locator("#replay-back").click();
  await page.locator("#replay-back").click();
  await expectStep(page, 2, n);
  assert.equal(await board(page), atTwo, "back is the same board as before");
}
