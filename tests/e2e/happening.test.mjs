// Saying what is happening, for the eyes and for screen readers (issue 12, items 4 and 6):
// - a live region (#announce, present before its text changes and never replaced) says what
//   happened: plays, DON!! given, attacks, damage; in pass-and-play it is empty behind the
//   curtain and, after it, tells the next player what the other did;
// - an arrow joins the attacking card's box to the attacked card's box during a battle, and
//   still does after the window is resized;
// - short animations play for an attack, a card played, DON!! given — and none at all under
//   prefers-reduced-motion: reduce; nothing fades in after the curtain;
// - the arrow keys move focus between the board's cards and zones; focus comes back to the card
//   after the inspector closes, to the curtain's button when the curtain comes, and to where a
//   seat left it when the device comes back;
// - against the computer, its moves are said and animated the same way.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, serveDist, mouseDrag, newGame } from "./support.mjs";
import { step } from "./bot.mjs";

/** In the page: does the arrow join the attacker's box to the target's (each end on its box's
 *  edge, within 2 px)? Returns the facts when it does, null otherwise. */
function arrowJoins() {
  const line = document.querySelector("#battle-arrow");
  if (!line || line.getAttribute("visibility") === "hidden") return null;
  const card = (sel) => document.querySelector(sel)?.closest(".card");
  const a = card(".card .battle-badge.attacker");
  const t = card(".card .battle-badge.target");
  if (!a || !t) return null;
  const [x1, y1, x2, y2] = ["x1", "y1", "x2", "y2"].map((k) => Number(line.getAttribute(k)));
  const onEdge = (x, y, el) => {
    const r = el.getBoundingClientRect();
    const inside = x >= r.left - 2 && x <= r.right + 2 && y >= r.top - 2 && y <= r.bottom + 2;
    const edge = Math.min(Math.abs(x - r.left), Math.abs(x - r.right), Math.abs(y - r.top), Math.abs(y - r.bottom)) <= 2;
    return inside && edge;
  };
  return onEdge(x1, y1, a) && onEdge(x2, y2, t) ? { x1, y1, x2, y2 } : null;
}

const said = (page) => page.locator("#announce").evaluate((e) => e.innerText);
const running = (page) => page.evaluate(() => document.getAnimations().map((a) => a.animationName || a.constructor.name));

test("the live region says what happened, an arrow joins attacker and target, short animations that reduced motion turns off", { timeout: 600000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 768 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 7, mode: "open" });
    await page.locator("#go-first").waitFor();
    // Present before anything is said, and the same element to the end.
    const region = await page.$("#announce");
    assert.equal(await region.getAttribute("aria-live"), "polite");
    assert.equal((await said(page)).trim(), "", "nothing said on opening a game");
    const memo = {};
    const seen = { played: 0, don: 0, attack: 0, damage: 0, arrow: 0, animated: 0, resized: 0, donMoves: 0, playMoves: 0 };
    let ko = 0;
    for (let i = 0; i < 400 && Object.values(seen).some((n) => n === 0); i++) {
      const what = await step(page, mouseDrag, memo);
      if (what === "stuck" || what === "idle") throw new Error(`stuck at: ${await page.locator("#prompt").innerText()}`);
      assert.ok(await region.evaluate((e) => e.isConnected), "the live region is never replaced");
      const text = await said(page);
      if (/^Player [AB] played .+$/m.test(text)) seen.played += 1;
      if (/^Player [AB] attached \d+ DON!!$/m.test(text)) seen.don += 1;
      if (/^Player [AB]'s .+ attacks Player [AB]'s .+$/m.test(text)) seen.attack += 1;
      if (/^Player [AB]'s Leader takes \d+ damage$/m.test(text)) seen.damage += 1;
      if (/^.+ was K\.O\.'d$/m.test(text)) {
        assert.ok((await page.locator(".zone.trash.anim-ko").count()) > 0, "a K.O. makes its trash pulse");
        ko += 1;
      }
      if (what === "attach") {
        assert.equal(await page.locator(".side .card.anim-don").count(), 1, "the card given DON!! moves");
        seen.donMoves += 1;
      }
      // (a played Event goes to the trash: only a Character or a Stage enters the field)
      if (what === "play" && (await page.locator(".zone.characters .card.anim-played, .zone.stage .card.anim-played").count()) > 0) seen.playMoves += 1;
      if (what.startsWith("attack") && (await page.locator("#battle-arrow").count()) > 0) {
        assert.equal(await page.locator(".card.anim-attack").count(), 1, "the attacker lunges");
        const names = await running(page);
        assert.ok(names.length > 0, "animations run");
        seen.animated += 1;
        await page.waitForFunction(arrowJoins, null, { timeout: 5000 });
        seen.arrow += 1;
        if (seen.resized === 0) {
          const before = await page.evaluate(arrowJoins);
          await page.setViewportSize({ width: 1024, height: 768 });
          await page.waitForFunction(arrowJoins, null, { timeout: 5000 });
          const after = await page.evaluate(arrowJoins);
          assert.notDeepEqual(after, before, "the arrow followed the cards");
          await page.setViewportSize({ width: 1366, height: 768 });
          await page.waitForFunction(arrowJoins, null, { timeout: 5000 });
          seen.resized += 1;
        }
      }
      if ((await page.locator("#battle-arrow").count()) > 0) {
        assert.equal(await page.locator(".battle-arrow").getAttribute("aria-hidden"), "true", "the arrow is decorative (the words say it)");
      }
    }
    assert.ok(Object.values(seen).every((n) => n > 0), `each was seen: ${JSON.stringify(seen)}`);
    console.log(`seen: ${JSON.stringify(seen)}; K.O.s said: ${ko}`);

    // Reduced motion: the same events, no animation at all (the arrow stays, drawn at once).
    await page.emulateMedia({ reducedMotion: "reduce" });
    const quiet = { attack: 0, other: 0 };
    for (let i = 0; i < 300 && (quiet.attack === 0 || quiet.other === 0); i++) {
      const what = await step(page, mouseDrag, memo);
      if (what === "stuck" || what === "idle") throw new Error(`stuck at: ${await page.locator("#prompt").innerText()}`);
      assert.deepEqual(await running(page), [], `no animation under reduced motion (after ${what})`);
      if (what.startsWith("attack") && (await page.locator("#battle-arrow").count()) > 0) {
        assert.equal(await page.locator(".card.anim-attack").count(), 1, "the attack is marked as before");
        await page.waitForFunction(arrowJoins, null, { timeout: 5000 });
        quiet.attack += 1;
      } else if (what === "play" || what === "attach") {
        quiet.other += 1;
      }
    }
    assert.ok(quiet.attack > 0 && quiet.other > 0, `an attack and a play or DON!! were seen: ${JSON.stringify(quiet)}`);
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});

test("pass-and-play: nothing said behind the curtain, the other's plays said after it; arrow keys and focus", { timeout: 600000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 768 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 7, mode: "pass" });
    await page.locator("#curtain-show").waitFor();
    const region = await page.$("#announce");
    assert.equal((await said(page)).trim(), "", "nothing is said behind the curtain");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "curtain-show", "the curtain's button has focus");
    await page.keyboard.press("Enter");
    await page.locator(".board").waitFor();
    // No fade after the curtain: the board is drawn at full strength at once.
    const fading = await page.evaluate(() => document.getAnimations().filter((a) => {
      const k = a.effect?.getKeyframes?.() ?? [];
      return k.some((f) => "opacity" in f || "filter" in f);
    }).length);
    assert.equal(fading, 0, "nothing fades in after the curtain");
    assert.equal(await page.locator(".board").evaluate((e) => getComputedStyle(e).opacity), "1");

    // Arrow keys: from the table into the board, then from card to card.
    const focused = () => page.evaluate(() => {
      const e = document.activeElement;
      return e ? { card: e.getAttribute("data-card"), cls: String(e.className), inBoard: !!e.closest(".board") } : null;
    });
    await page.keyboard.press("ArrowDown");
    const first = await focused();
    assert.ok(first.inBoard, `an arrow key brings focus onto the board: ${JSON.stringify(first)}`);
    const visited = new Set([JSON.stringify(first)]);
    for (const key of ["ArrowRight", "ArrowUp", "ArrowLeft", "ArrowDown", "ArrowRight"]) {
      await page.keyboard.press(key);
      const f = await focused();
      assert.ok(f.inBoard, `${key} keeps focus on the board`);
      visited.add(JSON.stringify(f));
    }
    assert.ok(visited.size >= 3, `the arrow keys move between cards and zones: ${[...visited].join(" ")}`);
    // The inspector: "i" on a focused card opens it; closing it gives focus back to the card.
    await page.locator(".side.mine .zone.leader .card").focus();
    const leader = await page.locator(".side.mine .zone.leader .card").getAttribute("data-card");
    await page.keyboard.press("i");
    await page.locator("#inspect .close").focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction((id) => document.activeElement?.getAttribute("data-card") === id, leader, { timeout: 3000 })
      .catch(() => assert.fail("focus is back on the card after the inspector closes"));
    assert.equal(await page.locator("#inspect .close").count(), 0, "the inspector is closed");

    // Play Player A's first turn with the bot until the device goes to Player B.
    const memo = {};
    let playedByA = false;
    for (let i = 0; i < 200; i++) {
      if ((await page.locator("#curtain-show").count()) > 0) {
        const next = (await page.locator("#curtain-text").innerText()).match(/Player ([AB])/)[1];
        if (playedByA && next === "B") break;
        await page.locator("#curtain-show").click();
        continue;
      }
      if ((await page.locator("#end-turn:enabled").count()) > 0 && (await page.locator(".table-bar .viewer").innerText()) === "Player A") {
        const what = await step(page, mouseDrag, memo);
        if (what === "play" || what === "attach") playedByA = true;
        if (playedByA && what === "attach") {
          // Before the turn ends, A leaves focus on its Leader; the device comes back to it there.
          await page.locator(".side.mine .zone.leader .card").focus();
          memo.leaderKey = await page.locator(".side.mine .zone.leader .card").getAttribute("data-card");
          await page.locator("#end-turn").dispatchEvent("click");
        }
        continue;
      }
      const what = await step(page, mouseDrag, memo);
      if (what === "stuck" || what === "idle") throw new Error(`stuck at: ${await page.locator("#prompt").innerText()}`);
    }
    await page.locator("#curtain-show").waitFor();
    assert.equal((await said(page)).trim(), "", "behind the curtain nothing is said");
    await page.locator("#curtain-show").click();
    await page.locator(".board").waitFor();
    const told = await said(page);
    assert.match(told, /^Player A (played .+|attached \d+ DON!!)$/m, `Player B hears what Player A did: ${told}`);
    assert.ok(await region.evaluate((e) => e.isConnected), "the live region was there all along (curtain and table)");
    // Player B plays on until the device comes back to Player A.
    for (let i = 0; i < 200; i++) {
      if ((await page.locator("#curtain-show").count()) > 0) {
        const next = (await page.locator("#curtain-text").innerText()).match(/Player ([AB])/)[1];
        if (next === "A") break;
        await page.locator("#curtain-show").click();
        continue;
      }
      const what = await step(page, mouseDrag, memo);
      if (what === "stuck" || what === "idle") throw new Error(`stuck at: ${await page.locator("#prompt").innerText()}`);
    }
    await page.locator("#curtain-show").click();
    await page.locator(".board").waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-card")), memo.leaderKey, "Player A's focus is back where A left it");
    assert.match(await said(page), /Player B/, "Player A hears what Player B did");
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});

test("against the computer: its attacks and plays are said and move the same way", { timeout: 600000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 768 } });
  try {
    const { page, errors } = browser;
    await page.goto(`${url}?seed=21`);
    await page.locator(".chips button", { hasText: "English" }).click();
    await page.locator("#new-game").click();
    await page.locator("#mode-computer").check();
    await page.locator("#level-medium").click();
    await page.locator("#seat-a").click();
    await page.locator("#start-game").click();
    await page.locator(".board").waitFor();
    // The computer may play several times between two looks: the page notes each thing said,
    // with the cards moving at that moment.
    await page.evaluate(() => {
      window.__played = 0;
      new MutationObserver(() => {
        const text = document.querySelector("#announce").innerText;
        if (/^Player B played .+$/m.test(text) && document.querySelector(".side.theirs .zone.characters .card.anim-played")) window.__played += 1;
      }).observe(document.querySelector("#announce"), { childList: true, subtree: true, characterData: true });
    });
    const memo = {};
    const seen = { attack: 0, played: 0 };
    let idle = 0;
    for (let i = 0; i < 600 && (seen.attack === 0 || seen.played === 0); i++) {
      if ((await page.locator("#computer-thinking").count()) > 0) {
        await page.locator("#computer-skip").click().catch(() => {});
        await page.locator("#computer-thinking").waitFor({ state: "detached", timeout: 20000 });
        const text = await said(page);
        if (/^Player B's .+ attacks Player A's .+$/m.test(text) && (await page.locator("#battle-arrow").count()) > 0) {
          assert.equal(await page.locator(".side.theirs .card.anim-attack").count(), 1, "the computer's attacker lunges");
          await page.waitForFunction(arrowJoins, null, { timeout: 5000 });
          seen.attack += 1;
        }
        seen.played = await page.evaluate(() => window.__played);
        continue;
      }
      const prompt = await page.locator("#prompt").innerText();
      if (/wins!$|^A draw$/.test(prompt)) break;
      const what = await step(page, mouseDrag, memo);
      if (what === "stuck") throw new Error(`stuck at: ${prompt}`);
      if (what === "idle") {
        if (++idle > 100) throw new Error(`idle at: ${prompt}`);
        await page.waitForTimeout(50);
      } else {
        idle = 0;
      }
    }
    assert.ok(seen.attack > 0 && seen.played > 0, `the computer's attack and play were seen: ${JSON.stringify(seen)}`);
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});
