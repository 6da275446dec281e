// Pass-and-play's promise, checked over a whole game: after every curtain, nothing on the page
// names a card that is private to the other seat.
//
// Ground truth: the two seats play built-in decks whose cards share no number and no name
// (checked below from the pool file), so every name and number on the page belongs to one seat.
// For the seat that just handed the device over, private = the cards of its deck list minus the
// ones the new player may know: those shown in its public zones (leader, characters, stage,
// trash) and those named by the new player's log (played, revealed, trashed). The whole page is
// scanned — text, every attribute (aria-*, data-*, title…), the inspector, the judge tools,
// closed <details> included — for the private cards' English and Japanese names and numbers.
//
// Before each step the acting player does what players do: points at cards of their own hand
// (the inspector shows them), presses "i" on one, picks one up (tap), opens the judge tools,
// the log and the trash. The test counts the hand-overs made while the inspector showed a card
// of the player's own hand, so it cannot pass without having reproduced the reported leak.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch, serveDist, mouseDrag } from "./support.mjs";
import { step } from "./bot.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..", "..");

/** The built-in pool: number → { en, ja } names, and each card's printed text. */
function readPool() {
  const text = fs.readFileSync(path.join(root, "crates/opcg-cards/src/pool/cards.txt"), "utf8");
  const cards = new Map();
  let cur = null;
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const head = line.match(/^== (\S+)/);
    if (head) {
      cur = { number: head[1], fields: {} };
      cards.set(cur.number, cur);
      continue;
    }
    const kv = line.match(/^([a-z.]+):\s*(.*)$/);
    if (cur && kv) cur.fields[kv[1]] = kv[2];
  }
  return cards;
}

/** The card numbers (leader and main deck) of a preconstructed deck, from the pool's deck file. */
function deckNumbers(id) {
  const src = fs.readFileSync(path.join(root, "crates/opcg-cards/src/pool/decks.rs"), "utf8");
  const at = src.indexOf(`fn ${id}() -> BuiltinDeck`);
  assert.ok(at >= 0, `deck ${id} in decks.rs`);
  const body = src.slice(at, src.indexOf("\n}\n", at));
  return [...new Set([...body.matchAll(/"(OT\d\d-\d{3})"/g)].map((m) => m[1]))];
}

/** Lets the page render what the last input did (Yew renders after the event). */
async function settle(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

/** Everything the page says, text and attributes, hidden parts included. */
async function pageHaystack(page) {
  return page.evaluate(() => {
    const parts = [document.title];
    for (const el of document.querySelectorAll("*")) {
      for (const a of el.attributes) parts.push(`${a.name}=${a.value}`);
    }
    parts.push(document.body.textContent);
    // Form values and the inspector's text are covered by the above; innerText adds CSS content.
    parts.push(document.body.innerText);
    return parts.join("\n");
  });
}

test("pass-and-play: after every curtain, no card private to the other seat is on the page", { timeout: 900000 }, async () => {
  const pool = readPool();
  const decks = { A: deckNumbers("redwake"), B: deckNumbers("grove") };
  const tokensOf = (n) => [n, pool.get(n).fields["en.name"], pool.get(n).fields["ja.name"]];
  // The ground truth needs the two decks to share no number, and no name to appear in another
  // card's fields (a name inside another card's text would be printed legitimately).
  for (const [s, o] of [["A", "B"], ["B", "A"]]) {
    for (const n of decks[s]) {
      assert.ok(pool.has(n), `${n} is in the pool`);
      assert.ok(!decks[o].includes(n), `${n} is in one deck only`);
      for (const token of tokensOf(n).slice(1)) {
        for (const [m, c] of pool) {
          if (m === n) continue;
          for (const v of Object.values(c.fields)) assert.ok(!v.includes(token), `"${token}" (${n}) is not printed on ${m}`);
        }
      }
    }
  }

  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1100, height: 900 } });
  const report = { curtains: 0, scannedTokens: 0, handOversInspectingOwnHand: 0, judgeOpenAtHandOver: 0, steps: 0 };
  try {
    const { page, errors } = browser;
    await page.goto(`${url}?seed=7`);
    await page.locator(".chips button", { hasText: "English" }).click();
    await page.locator("#new-game").click();
    await page.locator("#mode-pass").check();
    await page.locator("#deck-a").selectOption("0");
    await page.locator("#deck-b").selectOption("1");
    await page.locator("#start-game").click();

    /** The cards of `seat` the seat at the device may know of now (its public zones, the log). */
    const knownOf = async (seat) => {
      const numbers = await page.locator(`.side.theirs :is(.zone.leader, .zone.characters, .zone.stage) [data-number]`).evaluateAll((els) =>
        els.map((e) => e.getAttribute("data-number")),
      );
      const named = await page.evaluate(() =>
        [...document.querySelectorAll(".side.theirs .trash-list li, details.log li")].map((e) => e.textContent).join("\n"),
      );
      return new Set(decks[seat].filter((n) => numbers.includes(n) || tokensOf(n).some((t) => named.includes(t))));
    };

    /** Fails when the page names a card `seat` keeps private. */
    const scan = async (seat, where) => {
      const known = await knownOf(seat);
      const hay = await pageHaystack(page);
      const priv = decks[seat].filter((n) => !known.has(n));
      assert.ok(priv.length > 0, `${where}: something of ${seat} is private (its deck)`);
      for (const n of priv) {
        for (const t of tokensOf(n)) {
          report.scannedTokens += 1;
          if (hay.includes(t)) {
            const i = hay.indexOf(t);
            assert.fail(`${where}: "${t}" (${n}, private to Player ${seat}) is on the page: …${hay.slice(Math.max(0, i - 200), i + 100)}…`);
          }
        }
      }
      assert.equal(await page.locator(".hand-theirs .card:not(.back)").count(), 0, `${where}: the other hand shows backs only`);
    };

    /** What a player does with their own cards before acting. */
    const fidget = async (i) => {
      const hand = page.locator(".hand-mine .card");
      const n = await hand.count();
      if (n === 0) return false;
      if (i % 5 === 0 && (await page.locator("#judge-toggle[aria-pressed=false]").count()) > 0) await page.locator("#judge-toggle").click();
      if (i % 4 === 1) {
        for (const d of ["details.log", ".side.mine details.trash"]) {
          if (!(await page.locator(d).evaluate((e) => e.open))) await page.locator(`${d} summary`).click();
        }
      }
      if (i % 3 === 2) {
        // Keyboard: focus a hand card and press "i".
        await hand.nth(i % n).focus();
        await page.keyboard.press("i");
      }
      if (i % 4 === 3 && (await page.locator("#end-turn").count()) > 0) {
        const source = page.locator(".hand-mine .card.source");
        if ((await source.count()) > 0) await source.first().click(); // picked up (tap-tap)
      }
      // Last: the mouse rests on a card of the own hand, so the inspector shows it.
      await hand.nth((i * 7) % n).hover();
      const shown = await page.locator("#inspect[aria-label]").count();
      if (!shown) return false;
      const text = await page.locator("#inspect").innerText();
      const mine = await hand.evaluateAll((els) => els.map((e) => e.getAttribute("data-number")));
      return mine.some((m) => text.includes(m));
    };

    const memo = {};
    let prompt = "";
    for (let i = 0; i < 3000; i++) {
      if ((await page.locator("#curtain-show").count()) > 0) {
        // The curtain itself names no card at all.
        const hay = await pageHaystack(page);
        for (const seat of ["A", "B"]) {
          for (const n of decks[seat]) for (const t of tokensOf(n)) assert.ok(!hay.includes(t), `the curtain names ${t}`);
        }
        await page.locator("#curtain-show").click();
        await page.locator(".table[data-viewer]").waitFor();
        await settle(page);
        const viewer = await page.locator(".table").getAttribute("data-viewer");
        const other = viewer === "A" ? "B" : "A";
        report.curtains += 1;
        await scan(other, `curtain ${report.curtains} (Player ${viewer} at the device)`);
        continue;
      }
      prompt = await page.locator("#prompt").innerText();
      if (/wins!$|^A draw$/.test(prompt)) break;
      const inspectingOwn = await fidget(i);
      const judgeOpen = (await page.locator("#judge-toggle[aria-pressed=true]").count()) > 0;
      const what = await step(page, mouseDrag, memo);
      await settle(page);
      report.steps += 1;
      if (what === "stuck" || what === "idle") throw new Error(`stuck at: ${prompt}`);
      if ((await page.locator("#curtain-show").count()) > 0 && what === "end turn") {
        if (inspectingOwn) report.handOversInspectingOwnHand += 1;
        if (judgeOpen) report.judgeOpenAtHandOver += 1;
      }
    }
    console.log(`leak scan: ${JSON.stringify(report)}`);
    assert.match(prompt, /Player [AB] wins!/, "the game reached a winner");
    assert.ok(report.curtains >= 10, `scanned after every curtain: ${JSON.stringify(report)}`);
    assert.ok(report.handOversInspectingOwnHand >= 3, `the device changed hands while the inspector showed an own hand card: ${JSON.stringify(report)}`);
    assert.ok(report.judgeOpenAtHandOver >= 1, `and with the judge tools open: ${JSON.stringify(report)}`);
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});
