// Kaiun Colosseum replays: a game played to its end through the interface (kept in local
// storage) is watched again with the One Piece table's controls — forward and back by button and
// by key, to the end and the start, to a turn, to a log line, from either seat's eyes (no private
// card of the other seat on screen at any step) and with open hands — and the kept game stays
// byte for byte as it was; the same game as a file is watched too. No console errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, serveDist, mouseDrag, forwardAndBack } from "./support.mjs";
import { newKaiunGame, playToTheEnd } from "./kaiun-bot.mjs";

/** Everything the page keeps, as stored. */
const storage = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
const expectStep = (page, k, n) => page.waitForFunction(([k, n]) => document.querySelector("#replay-step")?.textContent === `Step ${k} of ${n}` && document.querySelector(".ktable")?.dataset.step === String(k), [k, n]);
const board = (page) => page.locator(".kboard").innerText();
/** The other seat's private cards named on screen: its hand, its face-down battle card. */
const othersPrivate = (page) => page.locator(".hand-theirs [data-no], #battle-theirs .face-down").count();

test("kaiun: a finished game watched as a replay: steps, keys, a turn, a log line, either seat's eyes; the kept game is untouched", { timeout: 600000 }, async (t) => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    const { page, errors } = browser;
    await newKaiunGame(page, url, { seed: 7, mode: "open" });
    const { prompt } = await playToTheEnd(page, mouseDrag);
    assert.match(prompt, /Player [AB] wins/);
    await page.locator("#kaiun-menu").click();
    await page.locator("#new-game").waitFor();
    const before = await storage(page);
    const n = JSON.parse(JSON.parse(before["kaiun.game.v1"])).game.actions.length;
    t.diagnostic(`${n} steps`);

    // The start screen offers the finished game as a replay (not to be continued).
    assert.equal(await page.locator("#continue-kaiun").count(), 0);
    await page.locator("#replay-kaiun").click();
    await page.locator("#replay-badge").waitFor();
    await expectStep(page, 0, n);
    assert.equal(await page.locator("#replay-back").isDisabled(), true, "nothing before the start");
    assert.equal(await page.locator("#concede, #undo, #kaiun-keep, .hand-mine .kcard.source").count(), 0, "a replay offers no play");
    assert.equal(await page.locator("#replay-watch").inputValue(), "open", "an open-hands game is watched with open hands");
    const start = await board(page);

    // Forward and back, by button and by key.
    await forwardAndBack(page, n, expectStep, board);
    await page.keyboard.press("End");
    await expectStep(page, n, n);
    assert.notEqual(await board(page), start, "the board changes along the game");
    assert.equal(await page.locator("#replay-forward").isDisabled(), true, "nothing after the end");
    assert.match(await page.locator("#prompt").innerText(), /Player [AB] wins/, "the end is the result");
    await page.locator("#replay-last").waitFor();
    await page.locator("#replay-first").click();
    await expectStep(page, 0, n);
    assert.equal(await board(page), start);

    // A turn: its first step, the step before it still the turn before.
    await page.locator("#replay-turn").selectOption("2");
    await page.waitForFunction(() => /Turn 2\b/.test(document.querySelector("#status").textContent));
    const turnStart = Number((await page.locator("#replay-step").innerText()).match(/Step (\d+)/)[1]);
    assert.ok(turnStart > 0 && turnStart < n, `turn 2 starts at step ${turnStart}`);
    await page.locator("#replay-back").click();
    await page.waitForFunction(() => /Turn 1\b/.test(document.querySelector("#status").textContent));

    // A log line: the game right after the step that wrote it; later lines dimmed.
    const lines = page.locator(".replay-log .log-line");
    const count = await lines.count();
    assert.ok(count > 20, `the whole game's log: ${count} lines`);
    const middle = lines.nth(Math.floor(count / 2));
    const middleStep = Number(await middle.getAttribute("data-step"));
    assert.ok(middleStep > 0 && middleStep <= n, `the line was written by step ${middleStep}`);
    await middle.click();
    await expectStep(page, middleStep, n);
    assert.ok((await page.locator("#announce").textContent()).includes(await middle.innerText()), "the live region reads the step's lines");
    assert.equal(await middle.getAttribute("aria-current"), "step");
    assert.ok((await page.locator(".replay-log .log-line.future").count()) > 0, "later lines are there, dimmed");

    // Whose eyes: from a seat's, no private card of the other seat at any step; open hands show both.
    for (const [watch, seat] of [["a", "A"], ["b", "B"]]) {
      await page.locator("#replay-watch").selectOption(watch);
      await page.waitForFunction((s) => document.querySelector(".ktable").dataset.viewer === s, seat);
      await page.keyboard.press("Home");
      await expectStep(page, 0, n);
      // a watched game is nobody's to play: no hand says "(you)"
      assert.doesNotMatch(await page.locator(".khand-label").allInnerTexts().then((l) => l.join(" | ")), /\(you\)/);
      let backs = 0;
      for (let k = 0; k <= n; k++) {
        if (k > 0) {
          await page.keyboard.press("ArrowRight");
          await expectStep(page, k, n);
        }
        assert.equal(await page.locator(".ktable").getAttribute("data-viewer"), seat, `${seat}'s eyes at step ${k}`);
        assert.equal(await othersPrivate(page), 0, `no private card of the other seat from ${seat}'s eyes at step ${k}`);
        backs += await page.locator(".hand-theirs .kcard.back").count();
      }
      assert.ok(backs > 0, `the other hand is shown face down from ${seat}'s eyes`);
    }
    await page.locator("#replay-watch").selectOption("open");
    await page.locator("#replay-turn").selectOption("2");
    await page.waitForFunction(() => document.querySelectorAll(".hand-theirs [data-no]").length > 0);
    assert.equal(await page.locator(".hand-theirs .kcard.back").count(), 0, "open hands: both hands face up");

    // Leaving the replay: the start screen, the kept game as it was.
    await page.locator("#exit").click();
    await page.locator("#new-game").waitFor();
    assert.notEqual(await page.title(), "Kaiun Colosseum", "the title is given back");
    assert.deepEqual(await storage(page), before, "the replay wrote nothing");
    assert.ok(await page.locator("#replay-kaiun").isVisible(), "the game can be watched again");

    // The same game as a file (the start screen's "Watch a game file as a replay"), in Japanese.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kaiun-replay-"));
    const file = path.join(dir, "kaiun-game.json");
    fs.writeFileSync(file, JSON.parse(before["kaiun.game.v1"]));
    await page.locator(".chips button", { hasText: "日本語" }).click();
    await page.locator("#open-replay-file").setInputFiles(file);
    await page.locator("#replay-badge").waitFor();
    await page.waitForFunction((n) => document.querySelector("#replay-step")?.textContent === `${n}手中0手目`, n);
    await page.keyboard.press("End");
    await page.waitForFunction((n) => document.querySelector("#replay-step")?.textContent === `${n}手中${n}手目`, n);
    assert.equal(await page.locator("#replay-badge").innerText(), "リプレイ");
    await page.locator("#exit").click();
    await page.locator("#new-game").waitFor();
    const after = await storage(page);
    assert.equal(after["kaiun.game.v1"], before["kaiun.game.v1"], "the file's replay leaves the kept game alone");
    fs.rmSync(dir, { recursive: true, force: true });
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});
