// The table's other ways in: the pass-and-play curtain that hides the hand, touch drags, the
// tap-tap and keyboard alternatives to dragging, an illegal drop that snaps back with a reason,
// and a reload in the middle of a game that resumes exactly where it was.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, serveDist, mouseDrag, touchDrag, newGame } from "./support.mjs";
import { step } from "./bot.mjs";

const mine = (page) => page.locator(".side.mine");

/** Passes the opening decisions (first player, both mulligans) in open-hands mode. */
async function openingOpen(page) {
  await page.locator("#go-first").click();
  await page.locator("#keep-hand").click();
  await page.locator("#keep-hand").click();
  await page.locator("#end-turn").waitFor();
}

async function donOnLeader(page) {
  const label = await mine(page).locator(".zone.leader .card").getAttribute("aria-label");
  return /\+(\d+) DON!!/.exec(label)?.[1] ?? "0";
}

test("pass and play: a curtain hides the hand whenever the device changes hands", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1000, height: 800 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 3, mode: "pass" });
    const curtain = page.locator("#curtain-show");
    await curtain.waitFor();
    assert.equal(await page.locator(".card").count(), 0, "nothing of the game is drawn behind the curtain");
    await curtain.click();
    await page.locator("#go-first").click();
    // Each mulligan is the next seat's: the curtain comes back between them.
    let curtains = 0;
    for (let i = 0; i < 2; i++) {
      if (await page.locator("#curtain-show").isVisible().catch(() => false)) {
        curtains += 1;
        assert.equal(await page.locator(".hand-mine .card").count(), 0);
        await page.locator("#curtain-show").click();
      }
      await page.locator("#keep-hand").click();
    }
    assert.ok(curtains >= 1, "the curtain came down for the other player");
    if (await page.locator("#curtain-show").isVisible().catch(() => false)) await page.locator("#curtain-show").click();
    await page.locator("#end-turn").waitFor();
    // The acting player sees their own hand, and only backs of the other's.
    assert.equal(await page.locator(".hand-mine .card.back").count(), 0);
    assert.ok((await page.locator(".hand-mine .card").count()) >= 5);
    assert.equal(await page.locator(".hand-theirs .card:not(.back)").count(), 0, "the other hand stays hidden");
    assert.ok((await page.locator(".hand-theirs .card.back").count()) >= 5);
    // Ending the turn hands the device over to the other player.
    const acting = (await page.locator(".table-bar .viewer").innerText()).match(/Player ([AB])/)[1];
    await page.locator("#end-turn").click();
    await page.locator("#curtain-show").waitFor();
    const next = acting === "A" ? "B" : "A";
    assert.match(await page.locator("#curtain-show").innerText(), new RegExp(`I am Player ${next}`));
    assert.equal(await page.locator(".hand-mine .card").count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("touch: DON!! is attached by a finger drag", { timeout: 60000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 5, mode: "open" });
    await openingOpen(page);
    assert.equal(await donOnLeader(page), "0");
    await touchDrag(page, page.locator("#don-active"), mine(page).locator(".zone.leader .card"));
    await page.waitForFunction(() => /\+1 DON!!/.test(document.querySelector(".side.mine .zone.leader .card").getAttribute("aria-label")));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("tap-tap and keyboard do what a drag does; an illegal drop snaps back with a reason", { timeout: 90000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1100, height: 900 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 11, mode: "open" });
    await openingOpen(page);
    // Illegal drop: DON!! onto the opponent's leader.
    await mouseDrag(page, page.locator("#don-active"), page.locator(".side.theirs .zone.leader .card"));
    assert.match(await page.locator(".flash").innerText(), /DON!! can be given to your Leader/);
    assert.equal(await donOnLeader(page), "0", "nothing changed");
    // Tap the DON!!, then tap the leader.
    await page.locator("#don-active").click();
    assert.equal(await mine(page).locator(".zone.leader .card.drop-ok").count(), 1, "the leader lights up");
    await mine(page).locator(".zone.leader .card").click();
    await page.waitForFunction(() => /\+1 DON!!/.test(document.querySelector(".side.mine .zone.leader .card").getAttribute("aria-label")));
    // Next turn (the other seat), with the keyboard only.
    await page.locator("#end-turn").click();
    await page.locator("#status", { hasText: "Turn 2" }).waitFor();
    await page.locator("#don-active").focus();
    await page.keyboard.press("Enter");
    await mine(page).locator(".zone.leader .card.drop-ok").waitFor();
    await page.keyboard.press("Escape");
    assert.equal(await mine(page).locator(".card.drop-ok").count(), 0, "Escape puts it back");
    await page.locator("#don-active").focus();
    await page.keyboard.press("Enter");
    await mine(page).locator(".zone.leader .card").focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => /\+1 DON!!/.test(document.querySelector(".side.mine .zone.leader .card").getAttribute("aria-label")));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("a reload in the middle of a game resumes exactly", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1100, height: 900 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 21, mode: "open" });
    const memo = {};
    for (let i = 0; i < 25; i++) await step(page, mouseDrag, memo);
    const snapshot = async () => ({
      status: await page.locator("#status").innerText(),
      prompt: await page.locator("#prompt").innerText(),
      board: await page.locator(".board").innerText(),
      labels: await page.locator(".board [aria-label]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))),
    });
    const before = await snapshot();
    await page.reload();
    await page.locator("#continue-game").click();
    await page.locator(".board").waitFor();
    assert.deepEqual(await snapshot(), before);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("any card can be read large with the engine's reading (hover, keyboard i); a game saves to a file", { timeout: 90000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 7, mode: "open" });
    await openingOpen(page);
    const card = page.locator(".hand-mine .card").first();
    const name = await card.getAttribute("aria-label");
    await card.hover();
    await page.locator("#inspect h3", { hasText: name }).waitFor();
    assert.ok((await page.locator("#inspect-reading").innerText()).length > 0, "the engine's reading is shown");
    // Keyboard: focus the leader and press i.
    const leader = mine(page).locator(".zone.leader .card");
    await leader.focus();
    await page.keyboard.press("i");
    const leaderName = (await leader.getAttribute("aria-label")).split(" ")[0];
    await page.locator("#inspect h3", { hasText: leaderName }).waitFor();
    // The file export offers a download of the game.
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#export-game").click()]);
    assert.match(download.suggestedFilename(), /^opcg-game-\d{8}-\d{4}-turn\d+\.json$/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("touch: a long press shows the card without playing it", { timeout: 60000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 800, height: 1100 }, hasTouch: true, isMobile: true });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 7, mode: "open" });
    await openingOpen(page);
    const card = page.locator(".hand-mine .card").first();
    const name = await card.getAttribute("aria-label");
    const box = await card.boundingBox();
    const cdp = await page.context().newCDPSession(page);
    const at = [{ x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2), id: 1 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at });
    await page.waitForTimeout(700);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.locator("#inspect h3", { hasText: name }).waitFor();
    assert.equal(await page.locator(".card.picked").count(), 0, "the long press did not pick the card up");
    await page.locator("#inspect .close").click();
    assert.equal(await page.locator("#inspect").count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("several DON!! are given in one drag", { timeout: 60000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1100, height: 900 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 5, mode: "open" });
    await openingOpen(page);
    await page.locator("#end-turn").click();
    await page.locator("#status", { hasText: "Turn 2" }).waitFor();
    // The second player's first turn: two DON!! are active.
    assert.match(await page.locator("#don-carry").innerText(), /1 per drag/);
    await page.locator("#don-more").click();
    assert.match(await page.locator("#don-carry").innerText(), /2 per drag/);
    assert.ok(await page.locator("#don-more").isDisabled(), "no more than are active");
    await mouseDrag(page, page.locator("#don-active"), mine(page).locator(".zone.leader .card"));
    await page.waitForFunction(() => /\+2 DON!!/.test(document.querySelector(".side.mine .zone.leader .card").getAttribute("aria-label")));
    assert.equal(await page.locator("#don-active").count(), 0, "both went to the leader");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("judge tools: a card moved by hand is logged, saved and survives a reload", { timeout: 90000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 7, mode: "open" });
    await openingOpen(page);
    await page.locator("#judge-toggle").click();
    const hand = await page.locator(".hand-mine .card").count();
    const trashLabel = async () => mine(page).locator(".zone.trash summary").getAttribute("aria-label");
    assert.match(await trashLabel(), /Trash 0/);
    await page.locator(".hand-mine .card").first().hover();
    await page.locator("#judge-trash").click();
    await page.waitForFunction((n) => document.querySelectorAll(".hand-mine .card").length === n - 1, hand);
    assert.match(await trashLabel(), /Trash 1/);
    await page.locator("#judge-don-plus").click();
    await page.locator(".log summary").click();
    const log = await page.locator(".log ol").innerText();
    assert.match(log, /\[Judge\] Player [AB]: a card to trash/);
    assert.match(log, /\[Judge\] Player [AB]: DON!! \+1/);
    // Play a character, then K.O. it by hand: a K.O. (logged as one), not a move.
    const playable = page.locator(".hand-mine .card.source");
    assert.ok((await playable.count()) > 0, "a character can be played");
    await mouseDrag(page, playable.first(), mine(page).locator(".zone.characters"));
    await mine(page).locator(".zone.characters .card").first().waitFor();
    await mine(page).locator(".zone.characters .card").first().hover();
    await page.locator("#judge-ko").click();
    await page.waitForFunction(() => document.querySelectorAll(".side.mine .zone.characters .card").length === 0);
    assert.match(await trashLabel(), /Trash 2/);
    assert.match(await page.locator(".log ol").innerText(), /\[Judge\] Player [AB]: K\.O\.'d a Character/);
    const board = await page.locator(".board").innerText();
    await page.reload();
    await page.locator("#continue-game").click();
    await page.locator(".board").waitFor();
    assert.equal(await page.locator(".board").innerText(), board, "judge actions are saved with the game");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("phone (390×844, touch): controls are tap-sized, zones are named, the small opponent hand does not overflow", { timeout: 60000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 7, mode: "open" });
    await openingOpen(page);
    // The bar keeps to one row: the rarer commands fold into "⋯".
    assert.equal(await page.locator("#concede").isVisible(), false, "folded away");
    for (const sel of ["#undo", "#more-toggle", "#end-turn", ".side.mine .zone.trash summary"]) {
      const box = await page.locator(sel).boundingBox();
      assert.ok(box.width >= 44 && box.height >= 44, `${sel} is ${box.width}×${box.height}`);
    }
    await page.locator("#more-toggle").click();
    for (const sel of ["#concede", "#judge-toggle", "#export-game", "#exit"]) {
      const box = await page.locator(sel).boundingBox();
      assert.ok(box.width >= 44 && box.height >= 44, `${sel} is ${box.width}×${box.height}`);
    }
    await page.locator("#more-toggle").click();
    assert.equal(await page.locator("#concede").isVisible(), false, "folded again");
    for (const zone of ["life", "deck", "don-deck", "trash"]) {
      assert.ok(await mine(page).locator(`.zone.${zone} .zone-name`).isVisible(), `${zone} is named`);
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), "no sideways scrolling");
    // The opponent's smaller cards: cost and power side by side, the name inside the card.
    const face = page.locator(".hand-theirs .card .face").first();
    const [cost, power, card, name] = await Promise.all([
      face.locator(".cost").boundingBox(),
      face.locator(".power").boundingBox(),
      face.boundingBox(),
      face.locator(".face-name").boundingBox(),
    ]);
    assert.ok(cost.x + cost.width <= power.x, "cost and power do not overlap");
    assert.ok(power.x + power.width <= card.x + card.width + 0.5, "power fits the card");
    assert.ok(name.y + name.height <= card.y + card.height + 0.5, "name fits the card");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("laptop screens (1440×900, 1366×768): the board down to one's own hand fits without scrolling", { timeout: 60000 }, async () => {
  const { server, url } = await serveDist();
  for (const viewport of [{ width: 1440, height: 900 }, { width: 1366, height: 768 }]) {
    const browser = await launch({ viewport });
    try {
      const { page, errors } = browser;
      await newGame(page, url, { seed: 7, mode: "open" });
      await openingOpen(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const hand = await page.locator(".hand-mine").boundingBox();
      assert.ok(hand.y + hand.height <= viewport.height, `hand ends at ${hand.y + hand.height} in ${viewport.height}`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
  server.close();
});
