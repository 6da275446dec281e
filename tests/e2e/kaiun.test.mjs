// Kaiun Colosseum (開運コロシアム) in the browser: a whole game played by real mouse drags in
// open-hands mode; the pass-and-play curtain between the two simultaneous sets of the set phase
// (the first seat's face-down card never reaches the second seat's screen); tap-tap, keyboard
// and touch alternatives to dragging; and a reload that resumes the game. No console errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch, serveDist, mouseDrag, touchDrag } from "./support.mjs";
import { newKaiunGame, playToTheEnd, step, stepCount, waitForStep } from "./kaiun-bot.mjs";

const shots = process.env.KAIUN_SHOTS; // a directory for screenshots, when set

test("kaiun: a whole game by mouse drags reaches a winner", { timeout: 600000 }, async (t) => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    const { page, errors } = browser;
    await newKaiunGame(page, url, { seed: 7, mode: "open" });
    assert.match(await page.locator("#status").innerText(), /Kaiun Colosseum · Turn 1 · Set phase/);
    assert.equal(await page.title(), "Kaiun Colosseum");
    assert.equal(await page.locator(".side .card, .table").count(), 0, "the One Piece table is not shown");
    // Both seats' zones as the rules define them.
    for (const side of [".kside.mine", ".kside.theirs"]) {
      for (const zone of [".kbarrier", ".kbattle", ".kdeck", ".ktrash", ".kcost-area"]) {
        assert.equal(await page.locator(`${side} ${zone}`).count(), 1, `${side} ${zone}`);
      }
    }
    assert.equal(await page.locator(".kside.mine .kbarrier-count").innerText(), "5", "five barrier cards (5-2-1-3)");
    if (shots) await page.screenshot({ path: `${shots}/kaiun-desktop-start.png` });
    const { done, prompt } = await playToTheEnd(page, mouseDrag);
    t.diagnostic(`${prompt}: ${JSON.stringify(done)}`);
    assert.match(prompt, /Player [AB] wins/);
    assert.ok(done.set >= 4, `set cards by drags: ${JSON.stringify(done)}`);
    assert.ok((await page.locator(".klog li").count()) > 20, "the log tells the game");
    assert.match(await page.locator(".klog").innerText(), /Battle: A .* vs B .*/);
    if (shots) await page.screenshot({ path: `${shots}/kaiun-desktop-end.png` });
    // The finished game is not offered to be continued.
    await page.locator("#kaiun-menu").click();
    await page.locator("#new-game").waitFor();
    assert.notEqual(await page.title(), "Kaiun Colosseum", "the title is given back");
    assert.equal(await page.locator("#continue-kaiun").count(), 0);
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});

// On a phone the own hand can lie below the fold, under the battle area: the drag scrolls the
// two into view together first, as a person does (`mouseDrag`), and every set still completes.
test("kaiun on a phone (390×844): a whole game by mouse drags reaches a winner", { timeout: 600000 }, async (t) => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 390, height: 844 } });
  try {
    const { page, errors } = browser;
    await newKaiunGame(page, url, { seed: 7, mode: "open" });
    const { done, prompt } = await playToTheEnd(page, mouseDrag);
    t.diagnostic(`${prompt}: ${JSON.stringify(done)}`);
    assert.match(prompt, /Player [AB] wins/);
    assert.ok(done.set >= 4, `set cards by drags: ${JSON.stringify(done)}`);
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});

test("kaiun pass and play: two people play a whole game on one device", { timeout: 600000 }, async (t) => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1024, height: 768 } });
  try {
    const { page, errors } = browser;
    await newKaiunGame(page, url, { seed: 21, mode: "pass", decks: [2, 1] });
    const { done, prompt } = await playToTheEnd(page, mouseDrag, { shot: shots && `${shots}/kaiun-choice.png` });
    t.diagnostic(`${prompt}: ${JSON.stringify(done)}`);
    assert.match(prompt, /Player [AB] wins/);
    assert.ok(done.set >= 4 && done.curtain >= done.set, `a curtain before every set: ${JSON.stringify(done)}`);
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});

test("kaiun pass and play: the curtain hides the first seat's set card from the second", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1000, height: 800 } });
  try {
    const { page, errors } = browser;
    await newKaiunGame(page, url, { seed: 3, mode: "pass" });
    await page.locator("#curtain-show").waitFor();
    assert.match(await page.locator("#curtain-show").innerText(), /I am Player A/);
    assert.equal(await page.locator(".kcard").count(), 0, "nothing of the game is drawn behind the curtain");
    await page.locator("#curtain-show").click();
    // Seat A sets a card face down by a drag.
    const card = page.locator(".hand-mine .kcard.source").first();
    const no = await card.getAttribute("data-no");
    const name = (await card.getAttribute("aria-label")).split(" [")[0].replace(/ (Rock|Scissors|Paper) Luck.*$/, "");
    assert.ok(name.length > 2, name);
    assert.equal(await page.locator(".hand-theirs .kcard:not(.back)").count(), 0, "B's hand stays hidden from A");
    if (shots) await page.screenshot({ path: `${shots}/kaiun-pass-a.png` });
    const before = await stepCount(page);
    await mouseDrag(page, card, page.locator("#battle-mine"));
    await waitForStep(page, before);
    // Both seats set at once: the curtain comes down for seat B.
    await page.locator("#curtain-show").waitFor();
    assert.match(await page.locator("#curtain-show").innerText(), /I am Player B/);
    assert.equal(await page.locator(".kcard").count(), 0);
    assert.ok(!(await page.locator("body").innerText()).includes(name), "A's card is not named on the curtain");
    await page.locator("#curtain-show").click();
    // Seat B sees a face-down card in A's battle area, and nothing that names it.
    assert.equal(await page.locator("#battle-theirs .kcard.back").count(), 1, "A's card is face down for B");
    assert.equal(await page.locator(`#battle-theirs [data-no]`).count(), 0);
    assert.equal(await page.locator(`.kside.theirs [data-no="${no}"]`).count(), 0);
    const text = await page.locator("body").innerText();
    assert.ok(!text.includes(name), `B's screen does not name A's face-down card ${name}`);
    assert.match(await page.locator(".klog").innerText(), /Player A set a face-down card face down/);
    // the live region tells B what happened since B last looked, in B's words of it
    const said = await page.locator("#announce").textContent();
    assert.match(said, /Player A set a face-down card face down/, "the live region says A's set");
    assert.ok(!said.includes(name), "and does not name A's card");
    if (shots) await page.screenshot({ path: `${shots}/kaiun-pass-b.png` });
    // B sets too: the cards are opened and fought; the battle is public on the next curtain.
    const b = await stepCount(page);
    await mouseDrag(page, page.locator(".hand-mine .kcard.source").first(), page.locator("#battle-mine"));
    await waitForStep(page, b);
    await page.locator("#curtain-show").waitFor();
    assert.match(await page.locator("#curtain-show").innerText(), /I am Player A/);
    assert.equal(await page.locator("#last-battle").count(), 1, "the last battle is shown on the curtain");
    assert.equal(await page.locator(".kcard").count(), 0);
    if (shots) await page.screenshot({ path: `${shots}/kaiun-curtain.png` });
    await page.locator("#curtain-show").click();
    assert.equal(await page.locator("#status").innerText().then((s) => /Turn 2/.test(s)), true);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("kaiun: tap-tap, keyboard and touch set a card; a reload resumes the game", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });
  try {
    const { page, errors } = browser;
    await newKaiunGame(page, url, { seed: 11, mode: "open", decks: [2, 0] });
    // Tap the card, then the battle area (seat A).
    let n = await stepCount(page);
    assert.equal(await page.locator(".ktable").getAttribute("data-viewer"), "A");
    await page.locator(".hand-mine .kcard.source").first().click();
    assert.equal(await page.locator(".hand-mine .kcard.picked").count(), 1);
    assert.equal(await page.locator("#battle-mine.drop-ok").count(), 1, "the battle area lights up");
    await page.locator("#battle-mine").click();
    await waitForStep(page, n);
    // Keyboard (seat B): Enter on a card, Escape cancels, Enter again, Enter on the battle area.
    assert.equal(await page.locator(".ktable").getAttribute("data-viewer"), "B");
    n = await stepCount(page);
    await page.locator(".hand-mine .kcard.source").first().focus();
    await page.keyboard.press("Enter");
    assert.equal(await page.locator(".hand-mine .kcard.picked").count(), 1);
    await page.keyboard.press("Escape");
    assert.equal(await page.locator(".hand-mine .kcard.picked").count(), 0, "Escape puts the card back");
    await page.locator(".hand-mine .kcard.source").first().focus();
    await page.keyboard.press("Enter");
    await page.locator("#battle-mine").focus();
    await page.keyboard.press("Enter");
    await waitForStep(page, n);
    // Turn 2 (or an effect's choice): answer choices until a set is asked, then set by touch.
    for (let i = 0; i < 20 && (await page.locator(".hand-mine .kcard.source").count()) === 0; i++) {
      const before = await stepCount(page);
      await page.locator(".kdecision .buttons button:enabled").first().click();
      await waitForStep(page, before);
    }
    n = await stepCount(page);
    await touchDrag(page, page.locator(".hand-mine .kcard.source").first(), page.locator("#battle-mine"));
    await waitForStep(page, n);
    if (shots) await page.screenshot({ path: `${shots}/kaiun-tablet.png` });
    // A drop outside the battle area does nothing but explain.
    const stay = await stepCount(page);
    if ((await page.locator(".hand-mine .kcard.source").count()) > 0) {
      await mouseDrag(page, page.locator(".hand-mine .kcard.source").first(), page.locator(".kside.theirs .kdeck"));
      await page.locator(".flash").waitFor();
      assert.equal(await stepCount(page), stay, "an illegal drop changes nothing");
    }
    // Conceding asks once more.
    await page.locator("#concede").click();
    assert.match(await page.locator("#concede").innerText(), /Really concede/);
    assert.equal(await stepCount(page), stay, "one tap does not concede");
    // Reload: the game continues exactly where it was.
    const status = await page.locator("#status").innerText();
    const log = await page.locator(".klog li").count();
    await page.reload();
    await page.locator("#continue-kaiun").click();
    await page.locator(".ktable").waitFor();
    assert.equal(await stepCount(page), stay);
    assert.equal(await page.locator("#status").innerText(), status);
    assert.equal(await page.locator(".klog li").count(), log);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("kaiun in 日本語: the table, the prompts and the cards speak Japanese", { timeout: 60000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1100, height: 850 } });
  try {
    const { page, errors } = browser;
    // The Kaiun table is a wasm of its own: the page loads it only when a Kaiun game starts.
    const asked = [];
    page.on("request", (r) => asked.push(new URL(r.url()).pathname));
    const kaiunFiles = () => asked.filter((p) => /\/(kaiun\.js|opcg-kaiun\.js|opcg-kaiun_bg\.wasm)$/.test(p));
    await page.goto(`${url}?seed=2`);
    await page.locator(".chips button", { hasText: "日本語" }).click();
    await page.locator("#new-game").click();
    await page.locator("#game-kaiun").check();
    assert.match(await page.locator("#deck-a").innerText(), /開運の社/, "Kaiun's own decks are offered");
    await page.locator("#mode-open").check();
    assert.deepEqual(kaiunFiles(), [], "nothing of the Kaiun table is loaded before a Kaiun game starts");
    await page.locator("#start-game").click();
    await page.locator(".ktable").waitFor();
    assert.equal(kaiunFiles().length, 3, `the table's loader, glue and wasm: ${kaiunFiles().join(", ")}`);
    assert.match(await page.locator("#status").innerText(), /開運コロシアム · 第1ターン · セットフェイズ/);
    assert.match(await page.locator("#prompt").innerText(), /手札からカードを1枚裏向きでセットしてください/);
    const label = await page.locator(".hand-mine .kcard").first().getAttribute("aria-label");
    assert.match(label, /[\u3040-\u30ff\u4e00-\u9fff]/, `a Japanese card name: ${label}`);
    assert.match(label, /運値/);
    await page.locator(".hand-mine .kcard").first().click();
    assert.match(await page.locator(".kinspect h3").innerText(), /[\u3040-\u30ff\u4e00-\u9fff]/);
    assert.match(await page.locator(".kinspect .muted").innerText(), /グー|チョキ|パー/);
    assert.ok((await page.locator(".kinspect .ktext").count()) >= 1, "the card text is shown");
    assert.match(await page.locator(".kinspect .ktext").first().innerText(), /[\u3040-\u30ff\u4e00-\u9fff]/, "in Japanese");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("kaiun: a card is set over the face-up card by tapping that card (6-3-2)", { timeout: 180000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1100, height: 850 } });
  try {
    const { page, errors } = browser;
    await newKaiunGame(page, url, { seed: 13, mode: "open" });
    // Play on until a seat may keep its face-up card and has a hand card to set instead.
    const memo = { n: 1 };
    for (let i = 0; i < 400; i++) {
      if ((await page.locator("#kaiun-keep").count()) > 0 && (await page.locator(".hand-mine .kcard.source").count()) > 0) break;
      if ((await page.locator('#prompt[data-over="true"]').count()) > 0) break;
      memo.n = 1; // never "keep" here: take the set or the first answer
      await step(page, memo);
    }
    assert.equal(await page.locator("#kaiun-keep").count(), 1, "reached a set phase with a face-up card");
    const old = await page.locator("#battle-mine .kcard").getAttribute("data-no");
    const card = page.locator(".hand-mine .kcard.source").first();
    const no = await card.getAttribute("data-no");
    const seat = await page.locator(".ktable").getAttribute("data-viewer");
    const name = (await card.getAttribute("aria-label")).replace(/ (Rock|Scissors|Paper) Luck.*$/, "");
    const n = await stepCount(page);
    await card.click();
    await page.locator("#battle-mine .kcard").click();
    await waitForStep(page, n);
    assert.ok(old !== null && no !== null);
    if (seat === "A") {
      // B sets next; with open hands A's new face-down card is shown on A's side.
      const slot = page.locator('.kside[data-seat="A"] .kbattle .kcard');
      assert.equal(await slot.getAttribute("data-no"), no, "the hand card replaced the face-up card");
      assert.match(await slot.getAttribute("class"), /face-down/);
    } else {
      // B set last: the cards were opened, so the new card is named in the log.
      assert.ok((await page.locator(".klog").innerText()).includes(`"${name}" was turned face up`), name);
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

// Rare moments, reached by opening a save that the engine's own `fixture` example finds
// (deterministic seeded play of the built-in decks), exactly as a player's saved game resumes.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
function fixtureSave(what, mode = "OpenHands") {
  const json = execFileSync("cargo", ["run", "-q", "--locked", "-p", "kaiun-engine", "--example", "fixture", "--", what], {
    cwd: repo,
    encoding: "utf8",
  });
  return { format: "kaiun-table-save", version: 1, mode, game: JSON.parse(json) };
}

async function openSave(page, url, save) {
  await page.goto(url);
  await page.locator(".chips button", { hasText: "English" }).click();
  // The page keeps the save text as a JSON string in local storage.
  await page.evaluate((text) => localStorage.setItem("kaiun.game.v1", JSON.stringify(text)), JSON.stringify(save));
  await page.reload();
  await page.locator("#continue-kaiun").click();
  await page.locator(".ktable, .kcurtain").first().waitFor();
}

test("kaiun: a kept game that no longer replays is refused on opening, said why, and kept as a file", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1024, height: 768 } });
  try {
    const { page, errors } = browser;
    await newKaiunGame(page, url, { seed: 4 });
    await page.locator("#exit").click();
    await page.locator("#new-game").waitFor();
    // Two concessions: the second cannot be replayed (the game is over by then). The start
    // screen reads the save's head only, so it offers the game; opening it finds the fault.
    const broken = await page.evaluate(() => {
      const save = JSON.parse(JSON.parse(localStorage.getItem("kaiun.game.v1")));
      save.game.actions.push(["A", "Concede"], ["B", "Concede"]);
      const text = JSON.stringify(save);
      localStorage.setItem("kaiun.game.v1", JSON.stringify(text));
      return text;
    });
    await page.reload();
    await page.locator("#continue-kaiun").click();
    await page.locator("#export-broken-kaiun").waitFor();
    assert.match(await page.locator(".saved-broken").innerText(), /action 2 of the save cannot be replayed/);
    assert.equal(await page.locator(".ktable, .kcurtain").count(), 0, "no table is shown");
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("kaiun.game.v1"))), broken, "the kept text is unchanged");
    // It is offered as a file, and can be deleted.
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#export-broken-kaiun").click()]);
    assert.ok(await download.path());
    await page.locator("#discard-kaiun-save").click();
    assert.equal(await page.locator("#continue-kaiun").count(), 0);
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});

test("kaiun: both players lose at once, and janken on the table decides (1-2-3)", { timeout: 180000 }, async () => {
  const save = fixtureSave("tie-break");
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1024, height: 768 } });
  try {
    const { page, errors } = browser;
    await openSave(page, url, save);
    assert.match(await page.locator("#prompt").innerText(), /Janken decides the game/);
    assert.equal(await page.locator(".kjanken").count(), 3, "rock, scissors, paper");
    // Both seats pick (open hands: one after the other); a tie is played again.
    const { done, prompt } = await playToTheEnd(page, mouseDrag, { maxSteps: 40 });
    assert.ok(done.janken >= 2, `both seats played janken: ${JSON.stringify(done)}`);
    assert.match(prompt, /Player [AB] wins/);
    assert.match(await page.locator(".klog").innerText(), /Janken: A \S+ vs B \S+/);
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});

test("kaiun: an optional replacement effect asks its owner on the table (8-1-2-3-1)", { timeout: 180000 }, async () => {
  const save = fixtureSave("replace");
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1024, height: 768 } });
  try {
    const { page, errors } = browser;
    await openSave(page, url, save);
    await page.locator("#replace-yes").waitFor();
    assert.match(await page.locator("#prompt").innerText(), /Apply the replacement effect\?/);
    const before = await stepCount(page);
    await page.locator("#replace-yes").click();
    await waitForStep(page, before);
    assert.match(await page.locator(".klog").innerText(), /replacement effect: /, "the log says the replacement applied");
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});

// The status line names who decides and why, as the One Piece table's does: in pass-and-play the
// seat the device was passed to ("… · Player B — set a hand card face down in your battle area"),
// in English and in Japanese, through the set phases and the effects'
// choices of a game's first turns.
for (const run of [
  { lang: "English", viewport: { width: 1024, height: 768 }, why: /^Kaiun Colosseum · Turn \d+ · .+ · Player ([AB]) — (set a hand card face down in your battle area|keep your face-up card or set another|.*asks you to choose|both lost at once: play janken|.*return it to your hand or not)$/ },
  { lang: "日本語", viewport: { width: 1100, height: 850 }, why: /^開運コロシアム · 第\d+ターン · .+ · プレイヤー([AB]) — (手札からカードを1枚バトルエリアに裏向きでセットしてください|表向きのカードを残すか、別のカードをセットしてください|.*効果の選択をしてください|両者が同時に敗北：じゃんけんをしてください|.*手札に戻すか選んでください)$/ },
]) {
  test(`kaiun: the status line names the deciding seat and why (${run.lang})`, { timeout: 300000 }, async () => {
    const { server, url } = await serveDist();
    const browser = await launch({ viewport: run.viewport });
    try {
      const { page, errors } = browser;
      await page.goto(`${url}?seed=21`);
      await page.locator(".chips button", { hasText: run.lang }).click();
      await page.locator("#new-game").click();
      await page.locator("#game-kaiun").check();
      await page.locator("#mode-pass").check();
      await page.locator("#deck-a").selectOption("2");
      await page.locator("#deck-b").selectOption("1");
      await page.locator("#start-game").click();
      await page.locator(".ktable, .kcurtain").first().waitFor();
      const memo = {};
      let checked = 0;
      const kinds = new Set();
      for (let i = 0; i < 60 && (await stepCount(page)) < 24; i++) {
        if ((await page.locator('#prompt[data-over="true"]').count()) > 0) break;
        if ((await page.locator(".ktable").count()) > 0) {
          const status = await page.locator("#status").innerText();
          const viewer = await page.locator(".ktable").getAttribute("data-viewer");
          const m = status.match(run.why);
          assert.ok(m, `the status says who decides and why: ${status}`);
          assert.equal(m[1], viewer, `the seat at the device decides: ${status}`);
          kinds.add(m[2].slice(0, 6));
          checked += 1;
        }
        const what = await step(page, memo);
        if (what === "idle") throw new Error(`stuck at: ${await page.locator("#prompt").innerText()}`);
      }
      assert.ok(checked >= 8 && kinds.size >= 2, `statuses checked: ${checked}, kinds: ${[...kinds].join(" | ")}`);
      assert.deepEqual(errors, [], "no console error");
    } finally {
      await browser.close();
      server.close();
    }
  });
}
