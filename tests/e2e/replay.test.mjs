// Replays: a game played through the interface (kept in local storage), and a game file, are
// watched again step by step — forward and back by button and by key, to a turn, to a log line,
// from either seat's view and with open hands — and the kept game stays byte for byte as it was.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch, serveDist, playFirstTurnOpenHands, forwardAndBack } from "./support.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const V1 = fs.readFileSync(path.resolve(here, "..", "fixtures", "save-v1.json"), "utf8");
const KEY = "opcg.game.v1";

/** Everything the page keeps, as stored. */
const storage = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
const stepText = (page) => page.locator("#replay-step").innerText();
const expectStep = async (page, k, n) => {
  await page.waitForFunction(([k, n]) => document.querySelector("#replay-step")?.textContent === `Step ${k} of ${n}`, [k, n]);
};
/** What is on the board: the status line, both sides' counts and cards. */
const board = (page) => page.locator(".table-main .board").innerText();

test("a kept game watched as a replay: steps, a turn, a log line, either seat's view; the kept game is untouched", { timeout: 180000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1440, height: 900 } });
  try {
    const { page, errors } = browser;
    await page.goto(`${url}?seed=3`);
    // Play a few turns through the interface, with a judge's correction among them.
    await playFirstTurnOpenHands(page);
    await page.locator("#judge-toggle").click();
    await page.locator("#judge-draw").click();
    await page.locator("#judge-toggle").click();
    await page.locator("#end-turn").click();
    await page.locator("#end-turn").click();
    await page.locator("#end-turn").click();
    await page.waitForFunction((k) => JSON.parse(JSON.parse(localStorage.getItem(k))).actions.length >= 8, KEY);
    await page.locator("#exit").click();
    const before = await storage(page);
    const n = JSON.parse(JSON.parse(before[KEY])).actions.length;

    // The start screen offers the kept game as a replay beside continuing it.
    await page.locator("#continue-game").waitFor();
    await page.locator("#replay-kept").click();
    await page.locator("#replay-badge").waitFor();
    await expectStep(page, 0, n);
    assert.equal(await page.locator("#replay-back").isDisabled(), true, "nothing before the start");
    assert.equal(await page.locator("#concede, #undo, #judge-toggle, #end-turn").count(), 0, "a replay offers no play");
    const start = await board(page);

    // Forward and back, by button and by key.
    await forwardAndBack(page, n, expectStep, board);
    assert.ok((await page.locator("#announce").innerText()).trim().length > 0, "the live region reads the step");
    await page.keyboard.press("End");
    await expectStep(page, n, n);
    const end = await board(page);
    assert.notEqual(end, start, "the board changes along the game");
    assert.equal(await page.locator("#replay-forward").isDisabled(), true, "nothing after the end");
    await page.keyboard.press("Home");
    await expectStep(page, 0, n);
    assert.equal(await board(page), start);

    // A turn: its first step, the step before it still the turn before.
    await page.locator("#replay-turn").selectOption("3");
    await page.waitForFunction(() => /^Turn 3 /.test(document.querySelector("#status").textContent));
    const turnStart = Number((await stepText(page)).match(/Step (\d+)/)[1]);
    assert.ok(turnStart > 2 && turnStart < n, `turn 3 starts at step ${turnStart}`);
    await page.locator("#replay-back").click();
    await page.waitForFunction(() => /^Turn 2 /.test(document.querySelector("#status").textContent));

    // A log line: the game right after the step that wrote it (the judge's correction).
    await page.locator(".log summary").click();
    const judged = page.locator(".replay-log .log-line", { hasText: "[Judge]" }).first();
    const judgedStep = Number(await judged.getAttribute("data-step"));
    assert.ok(judgedStep > 0 && judgedStep < n, `the correction is step ${judgedStep}`);
    await judged.click();
    await expectStep(page, judgedStep, n);
    assert.equal(await judged.getAttribute("aria-current"), "step");
    assert.equal(await page.locator(".replay-log .log-line.future").count() > 0, true, "later lines are there, dimmed");
    const last = page.locator(".replay-log .log-line").last();
    await last.click();
    await expectStep(page, Number(await last.getAttribute("data-step")), n);
    await page.locator(".log summary").click();

    // Whose eyes: each seat sees only its own hand; open hands show both.
    await page.keyboard.press("End");
    await expectStep(page, n, n);
    for (const [watch, seat] of [["a", "A"], ["b", "B"]]) {
      await page.locator("#replay-watch").selectOption(watch);
      await page.waitForFunction((s) => document.querySelector(".table").dataset.viewer === s, seat);
      assert.ok((await page.locator(".hand-theirs .card.back").count()) > 0, `the other hand is face down from ${seat}'s seat`);
      assert.equal(await page.locator(".hand-theirs [data-number]").count(), 0, `no card of the other hand is named from ${seat}'s seat`);
      assert.ok((await page.locator(".hand-mine [data-number]").count()) > 0, `${seat}'s own hand is shown`);
    }
    await page.locator("#replay-watch").selectOption("open");
    await page.waitForFunction(() => document.querySelectorAll(".hand-theirs [data-number]").length > 0);
    assert.equal(await page.locator(".hand-theirs .card.back").count(), 0, "open hands: both hands face up");

    // Leaving the replay: the start screen, the kept game as it was.
    await page.locator("#exit").click();
    await page.locator("#continue-game").waitFor();
    assert.deepEqual(await storage(page), before, "the replay wrote nothing");
    await page.locator("#continue-game").click();
    await page.locator(".board").waitFor();
    assert.equal(await page.locator("#replay-badge").count(), 0);
    assert.ok(await page.locator("#end-turn").isVisible(), "the game goes on where it was");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("a game file watched as a replay, in Japanese, leaves the kept game alone", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "opcg-replay-"));
  try {
    const { page, errors } = browser;
    await page.goto(url);
    await page.locator(".chips button", { hasText: "日本語" }).click();
    const before = await storage(page);
    const file = path.join(dir, "game.json");
    fs.writeFileSync(file, V1);
    await page.locator("#open-replay-file").setInputFiles(file);
    await page.locator("#replay-badge").waitFor();
    const n = JSON.parse(V1).actions.length;
    assert.equal(await stepText(page), `${n}手中0手目`);
    const start = await board(page);
    await page.locator("#replay-last").tap();
    await page.waitForFunction((n) => document.querySelector("#replay-step").textContent === `${n}手中${n}手目`, n);
    assert.notEqual(await board(page), start);
    await page.locator("#replay-first").tap();
    await page.waitForFunction((n) => document.querySelector("#replay-step").textContent === `${n}手中0手目`, n);
    assert.equal(await board(page), start);
    // The controls are tap-sized, and the page does not scroll sideways.
    const box = await page.locator("#replay-forward").boundingBox();
    assert.ok(box.width >= 40 && box.height >= 40, `a tap-sized button: ${box.width}×${box.height}`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `no sideways scroll: ${wide}`);
    await page.locator("#exit").click();
    await page.locator("#new-game").waitFor();
    assert.deepEqual(await storage(page), before, "opening a file as a replay keeps nothing");
    assert.equal(await page.locator("#continue-game").count(), 0, "and replaces no game");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
