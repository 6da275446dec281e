// A drop anywhere on a lit place does what the light promised: a Character dropped on a card
// that already stands in the lit character area is played (the area takes it, not the card),
// and DON!! dropped on a card's inner parts (its face in the character area, its DON!! badge)
// is attached to that card. Real mouse drags, open hands, a game played by the bot until the
// board has cards on it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, serveDist, mouseDrag, newGame } from "./support.mjs";
import { step } from "./bot.mjs";

const mine = (page) => page.locator(".side.mine");

/** A real drag that ends on `point` (page coordinates) instead of a locator's centre. */
async function dragTo(page, from, point) {
  const box = await from.boundingBox();
  const a = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((point.x - a.x) * i) / 8, a.y + ((point.y - a.y) * i) / 8);
  await page.mouse.up();
}

/** What lies under a point: the innermost element's tag and class, and its card (if any). */
async function under(page, point) {
  return page.evaluate(({ x, y }) => {
    const el = document.elementFromPoint(x, y);
    return { tag: el?.tagName, cls: el?.className, card: el?.closest("[data-card]")?.getAttribute("data-card") ?? null };
  }, point);
}

const attached = async (card) => Number(/\+(\d+) DON!!/.exec((await card.getAttribute("aria-label")) ?? "")?.[1] ?? "0");

test("drops on occupied places: a Character onto a card in the lit area, DON!! onto a card's face and badge", { timeout: 300000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1100, height: 900 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 7, mode: "open" });
    const memo = {};
    const done = { play: 0, donFace: 0, donBadge: 0 };
    for (let i = 0; i < 600 && (done.play === 0 || done.donFace === 0 || done.donBadge === 0); i++) {
      const prompt = await page.locator("#prompt").innerText();
      if (/wins!$|^A draw$/.test(prompt)) break;
      const inMain = (await page.locator("#end-turn:enabled").count()) > 0;
      const chars = mine(page).locator(".zone.characters .card");
      if (inMain && (await chars.count()) > 0) {
        const target = chars.first();
        const targetId = await target.getAttribute("data-card");
        // 1. A hand card dropped on the middle of a Character already in the area.
        const playable = page.locator(".hand-mine .card.source");
        if (done.play === 0 && (await playable.count()) > 0) {
          const card = playable.first();
          const id = await card.getAttribute("data-card");
          // Is the area lit for it? (Pick it up by tap, read the light, put it down.)
          await card.click();
          const lit = (await mine(page).locator(".zone.characters.drop-ok").count()) > 0;
          await page.keyboard.press("Escape");
          if (lit) {
            const box = await target.boundingBox();
            const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
            assert.equal((await under(page, point)).card, targetId, "the drop point is on the standing Character");
            const handBefore = await page.locator(".hand-mine .card").count();
            await dragTo(page, card, point);
            assert.equal(await page.locator(".flash").count(), 0, "no refusal");
            assert.equal(await page.locator(`.hand-mine .card[data-card="${id}"]`).count(), 0, "the card left the hand");
            assert.equal(await page.locator(".hand-mine .card").count(), handBefore - 1);
            done.play += 1;
            continue;
          }
        }
        // 2. DON!! dropped on the face of a Character (inside the character area).
        if (done.donFace === 0 && (await page.locator("#don-active.source").count()) > 0) {
          const before = await attached(target);
          const box = await target.boundingBox();
          // Off-centre, on the card's text rather than its middle.
          const point = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.25 };
          assert.equal((await under(page, point)).card, targetId);
          await dragTo(page, page.locator("#don-active"), point);
          assert.equal(await page.locator(".flash").count(), 0, "no refusal");
          assert.equal(await attached(mine(page).locator(`.card[data-card="${targetId}"]`)), before + 1, "DON!! attached to the Character");
          done.donFace += 1;
          continue;
        }
        // 3. DON!! dropped on the DON!! badge of a card that already has some.
        const badge = mine(page).locator(".zone.characters .card .don-badge, .zone.leader .card .don-badge");
        if (done.donBadge === 0 && (await badge.count()) > 0 && (await page.locator("#don-active.source").count()) > 0) {
          const card = badge.first().locator("xpath=..");
          const id = await card.getAttribute("data-card");
          const before = await attached(card);
          const box = await badge.first().boundingBox();
          const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          const hit = await under(page, point);
          assert.equal(hit.card, id);
          assert.match(String(hit.cls), /don-badge/, "the pointer is on the badge");
          await dragTo(page, page.locator("#don-active"), point);
          assert.equal(await page.locator(".flash").count(), 0, "no refusal");
          assert.equal(await attached(mine(page).locator(`.card[data-card="${id}"]`)), before + 1, "DON!! attached to the card under the badge");
          done.donBadge += 1;
          continue;
        }
      }
      const what = await step(page, mouseDrag, memo);
      if (what === "stuck" || what === "idle") throw new Error(`stuck at: ${prompt}`);
    }
    assert.deepEqual(done, { play: 1, donFace: 1, donBadge: 1 }, "each occupied drop was tried");
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});
