// A simple Kaiun Colosseum player that drives the page through its interface only (the lit
// hand cards, the battle area, the decision buttons), for the browser tests. Every set is a
// real pointer drag from the hand onto the battle area.
import { mouseDrag } from "./support.mjs";

/** Opens the page, picks English and starts a Kaiun Colosseum game with a fixed seed. */
/** Starts a Kaiun game from a fresh start screen; `replace`: a game is in progress, and the new
 *  one is to put it aside (the start screen asks). */
export async function newKaiunGame(page, baseUrl, { seed = 1, mode = "open", decks = [0, 1], replace = false } = {}) {
  await page.goto(`${baseUrl}?seed=${seed}`);
  await page.locator(".chips button", { hasText: "English" }).click();
  await page.locator("#new-game").click();
  await page.locator("#game-kaiun").check();
  await page.locator(mode === "open" ? "#mode-open" : "#mode-pass").check();
  await page.locator("#deck-a").selectOption(String(decks[0]));
  await page.locator("#deck-b").selectOption(String(decks[1]));
  await page.locator("#start-game").click();
  if (replace) await page.locator("#replace-game").click();
  await page.locator(".ktable, .kcurtain").first().waitFor();
}

/** The number of actions taken so far (the table's and the curtain's `data-step`). */
export async function stepCount(page) {
  const v = await page.locator(".ktable, .kcurtain").first().getAttribute("data-step");
  return Number(v);
}

/** Waits until the game has moved past `before` actions (or a curtain is up). */
export async function waitForStep(page, before) {
  await page.waitForFunction(
    (n) => {
      const el = document.querySelector(".ktable, .kcurtain");
      return el && Number(el.getAttribute("data-step")) > n;
    },
    before,
    { timeout: 10000 },
  );
}

const visible = async (page, sel) => (await page.locator(sel).count()) > 0 && (await page.locator(sel).first().isVisible());

/** Plays one step through the interface; returns what it did. */
export async function step(page, memo, drag = mouseDrag) {
  memo.n = (memo.n || 0) + 1;
  if (await visible(page, "#curtain-show")) {
    await page.locator("#curtain-show").click();
    await page.locator(".ktable").waitFor();
    return "curtain";
  }
  const before = await stepCount(page);
  const sources = page.locator(".hand-mine .kcard.source");
  const count = await sources.count();
  if (count > 0) {
    // Sometimes keep the face-up card (6-3-2), otherwise set a hand card by a real drag.
    if ((await visible(page, "#kaiun-keep")) && memo.n % 3 === 0) {
      await page.locator("#kaiun-keep").click();
      await waitForStep(page, before);
      return "keep";
    }
    await drag(page, sources.nth(memo.n % count), page.locator("#battle-mine"));
    await waitForStep(page, before);
    return "set";
  }
  if (await visible(page, ".kjanken:enabled")) {
    const hands = page.locator(".kjanken:enabled");
    await hands.nth(memo.n % (await hands.count())).click();
    await waitForStep(page, before);
    return "janken";
  }
  const buttons = page.locator(".kdecision .buttons button:enabled");
  const n = await buttons.count();
  if (n > 0) {
    if (memo.shot && !memo.shotTaken) {
      memo.shotTaken = true;
      await page.screenshot({ path: memo.shot });
    }
    // Take the last option (pay the cost, take a card, the most cards) every other time.
    await buttons.nth(memo.n % 2 === 0 ? n - 1 : 0).click();
    await waitForStep(page, before);
    return "choice";
  }
  return "idle";
}

/** Plays until the game is over; returns the counts of what was done and the final prompt. */
export async function playToTheEnd(page, drag = mouseDrag, { maxSteps = 2000, shot } = {}) {
  const memo = { shot };
  const done = {};
  for (let i = 0; i < maxSteps; i++) {
    if ((await page.locator('#prompt[data-over="true"]').count()) > 0) {
      return { done, prompt: await page.locator("#prompt").innerText() };
    }
    const what = await step(page, memo, drag);
    done[what] = (done[what] || 0) + 1;
    if (what === "idle") throw new Error(`stuck at: ${await page.locator("#prompt").innerText()}`);
  }
  throw new Error(`no winner after ${maxSteps} steps: ${JSON.stringify(done)}`);
}
