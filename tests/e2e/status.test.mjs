// Saying what is happening, in a pass-and-play game played by the bot: the curtain says why the
// device changes hands (whose turn, or who attacks what, naming no card: leak.test.mjs checks
// the curtain names none), the decision bar names who acts
// and, for a block or a counter, the attack; a [Trigger] question shows the card's trigger text;
// a dragged Character lights the character area and not the Stage slot; while a hand card can be
// played, the others are dimmed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, serveDist, mouseDrag, newGame } from "./support.mjs";
import { step } from "./bot.mjs";

test("the curtain and the decision bar say who acts and why", { timeout: 600000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 768 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 7, mode: "pass" });
    const memo = {};
    const seen = { turnCurtain: 0, attackCurtain: 0, defence: 0, trigger: 0, dimmed: 0, stageDark: 0 };
    for (let i = 0; i < 1500 && Object.values(seen).some((n) => n === 0); i++) {
      if ((await page.locator("#curtain-show").count()) > 0) {
        const pass = (await page.locator("#curtain-text").innerText()).match(/Player ([AB])/)[1];
        const reason = await page.locator("#curtain-reason").innerText();
        if (/main phase/.test(reason)) {
          assert.match(reason, new RegExp(`^Turn \\d+, Player ${pass}'s main phase: Player ${pass} plays\\.$`));
          seen.turnCurtain += 1;
        } else if (/attacks/.test(reason)) {
          assert.match(reason, new RegExp(`^Player [AB] attacks Player ${pass}'s (Leader|Character) \\(\\d+ against \\d+\\): Player ${pass} blocks or counters\\.$`));
          seen.attackCurtain += 1;
        }
        await page.locator("#curtain-show").click();
        continue;
      }
      const prompt = await page.locator("#prompt").innerText();
      if (/wins!$/.test(prompt)) break;
      if ((await page.locator("#no-block, #end-counter").count()) > 0) {
        // The defender: named, and told which card attacks which of theirs.
        assert.match(await page.locator("#actor").innerText(), /^Player [AB]$/);
        assert.equal(await page.locator("#actor").innerText(), await page.locator(".table-bar .viewer").innerText());
        assert.match(prompt, /^.+ \(\d+\) attacks your (Leader|Character) .+ \(\d+\) — (Block|Counter): /);
        assert.equal(await page.locator(".side.mine .card .battle-badge.target").count(), 1, "the attacked card is labelled");
        assert.equal(await page.locator(".side.theirs .card .battle-badge.attacker").count(), 1, "the attacker is labelled");
        seen.defence += 1;
      }
      if ((await page.locator("#trigger-yes").count()) > 0) {
        assert.match(await page.locator("#about-text").innerText(), /^\[Trigger\] /);
        assert.equal(await page.locator(".decision .decision-card .face").count(), 1, "the revealed card is drawn beside the question");
        seen.trigger += 1;
      }
      if ((await page.locator("#end-turn:enabled").count()) > 0) {
        const playable = page.locator(".hand-mine .card.source");
        const other = page.locator(".hand-mine .card:not(.source)");
        if ((await playable.count()) > 0 && (await other.count()) > 0) {
          const filter = await other.first().evaluate((e) => getComputedStyle(e).filter);
          assert.match(filter, /brightness/, "the cards that cannot be played now are dimmed");
          seen.dimmed += 1;
          // Picked up (tap), a Character lights the character area and leaves the Stage slot dark.
          await playable.first().click();
          if ((await page.locator(".side.mine .zone.characters.drop-ok").count()) > 0) {
            assert.equal(await page.locator(".side.mine .zone.stage.drop-ok").count(), 0, "the Stage slot stays dark");
            seen.stageDark += 1;
          }
          await page.keyboard.press("Escape");
        }
      }
      const what = await step(page, mouseDrag, memo);
      if (what === "stuck" || what === "idle") throw new Error(`stuck at: ${prompt}`);
    }
    assert.ok(Object.values(seen).every((n) => n > 0), `each was seen: ${JSON.stringify(seen)}`);
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});
