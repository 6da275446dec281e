// The status line names who decides, not whose turn it is: a pass-and-play game's first
// decisions played by the bot (the choice of first player, both mulligans, main phases, a battle's
// block and counter steps, a [Trigger] if one comes), on a phone (390×844) in English and on a
// laptop (1366×900) in Japanese. After every curtain the status names the seat the device was
// passed to (the seat at the device, who decides), and says why in that seat's words: "Turn 1 ·
// Player A — keep your opening hand or draw a new one" while Player B is the turn player, "Turn 3
// · Player B — your Leader is attacked by X (7000): block or counter" in the defender's steps.
// Screenshots after the first curtain and in the defender's steps go to $DECIDING_SHOTS (default:
// a temp directory), not into the repository; look at them.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, serveDist, mouseDrag } from "./support.mjs";
import { step } from "./bot.mjs";

const SHOTS = process.env.DECIDING_SHOTS || fs.mkdtempSync(path.join(os.tmpdir(), "opcg-deciding-"));

const WORDS = {
  English: {
    head: (seat) => new RegExp(`^Turn \\d+ · Player ${seat} — `),
    seat: /Player ([AB])/,
    "#go-first": /— choose to go first or second$/,
    "#keep-hand": /— keep your opening hand or draw a new one$/,
    "#no-block": /— your (Leader|Character .+) is attacked by .+ \(\d+\): block or counter$/,
    "#end-counter": /— your (Leader|Character .+) is attacked by .+ \(\d+\): counter or not$/,
    "#trigger-yes": /— your Life card .+ has a \[Trigger\]: activate it or not$/,
    "#end-turn": /— your main phase$/,
    effect: /— (.+'s effect asks you to choose|an effect asks you to choose|carry out .+'s text with the judge tools)$/,
  },
  日本語: {
    head: (seat) => new RegExp(`^ターン\\d+ · プレイヤー${seat} — `),
    seat: /プレイヤー([AB])/,
    "#go-first": /— 先攻・後攻を選んでください$/,
    "#keep-hand": /— 最初の手札で始めるか引き直すか選んでください$/,
    "#no-block": /— あなたの(リーダー|キャラ「.+」)に.+（\d+）がアタック：ブロックかカウンターを選んでください$/,
    "#end-counter": /— あなたの(リーダー|キャラ「.+」)に.+（\d+）がアタック：カウンターするか選んでください$/,
    "#trigger-yes": /— ライフのカード「.+」に【トリガー】：発動するか選んでください$/,
    "#end-turn": /— あなたのメインフェイズ$/,
    effect: /— (.+の効果の選択をしてください|効果の選択をしてください|.+のテキストをジャッジツールで実行してください)$/,
  },
};

const RUNS = [
  { name: "phone-390x844", viewport: { width: 390, height: 844 }, lang: "English" },
  { name: "laptop-1366x900", viewport: { width: 1366, height: 900 }, lang: "日本語" },
];

for (const run of RUNS) {
  test(`the status line names the deciding seat and why (${run.name}, ${run.lang})`, { timeout: 600000 }, async () => {
    const { server, url } = await serveDist();
    const browser = await launch({ viewport: run.viewport });
    const words = WORDS[run.lang];
    try {
      const { page, errors } = browser;
      await page.goto(`${url}?seed=7`);
      await page.locator(".chips button", { hasText: run.lang }).click();
      await page.locator("#new-game").click();
      await page.locator("#mode-pass").check();
      await page.locator("#start-game").click();
      const memo = {};
      const seen = { "mulligan A": 0, "mulligan B": 0, "#go-first": 0, "#no-block": 0, "#end-counter": 0, "#end-turn": 0, curtain: 0 };
      let passedTo = null;
      let shotDefence = false;
      for (let i = 0; i < 1500 && Object.values(seen).some((n) => n === 0); i++) {
        if ((await page.locator("#curtain-show").count()) > 0) {
          passedTo = (await page.locator("#curtain-text").innerText()).match(words.seat)[1];
          await page.locator("#curtain-show").click();
          await page.locator("#status").waitFor();
          if (seen.curtain === 0) {
            await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
            await page.screenshot({ path: path.join(SHOTS, `${run.name}-after-curtain.png`) });
          }
          seen.curtain += 1;
          continue;
        }
        const status = await page.locator("#status").innerText();
        const viewer = (await page.locator(".table-bar .viewer").innerText()).match(words.seat)[1];
        if (/wins!$|の勝利！$/.test(await page.locator("#prompt").innerText())) break;
        // The seat at the device decides (pass-and-play: the seat the device was passed to).
        assert.match(status, words.head(viewer), `the status names the seat at the device, ${viewer}`);
        if (passedTo) assert.equal(viewer, passedTo, "the device went to the seat the curtain named");
        const asked = ["#go-first", "#keep-hand", "#no-block", "#end-counter", "#trigger-yes", "#end-turn"];
        let kind = "effect";
        for (const sel of asked) {
          if ((await page.locator(sel).count()) > 0) {
            kind = sel;
            break;
          }
        }
        if ((await page.locator(".decision .buttons button").count()) > 0 || kind !== "effect") {
          assert.match(status, words[kind], `${kind}: ${status}`);
          if (kind === "#keep-hand") seen[`mulligan ${viewer}`] += 1;
          else if (kind in seen) seen[kind] += 1;
          if ((kind === "#no-block" || kind === "#end-counter") && !shotDefence) {
            shotDefence = true;
            await page.screenshot({ path: path.join(SHOTS, `${run.name}-defence.png`) });
          }
        }
        const what = await step(page, mouseDrag, memo);
        if (what === "stuck" || what === "idle") throw new Error(`stuck at: ${status}`);
      }
      assert.ok(Object.values(seen).every((n) => n > 0), `each was seen: ${JSON.stringify(seen)}`);
      assert.deepEqual(errors, [], "no console error");
      console.log(`${run.name} ${run.lang}: ${JSON.stringify(seen)}; screenshots in ${SHOTS}`);
    } finally {
      await browser.close();
      server.close();
    }
  });
}
