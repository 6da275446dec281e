// A simple player that drives the page through its interface only (what is lit, what can be
// clicked), for the browser tests: enough to play whole games on both seats.
import { mouseDrag } from "./support.mjs";

/** Plays one step of the game through the interface; returns what it did. */
export async function step(page, drag, memo) {
  const visible = async (sel) => (await page.locator(sel).count()) > 0 && (await page.locator(sel).first().isVisible());
  const click = async (sel, what) => {
    await page.locator(sel).first().click();
    return what;
  };
  for (const [sel, what] of [
    ["#go-first", "choose first"],
    ["#keep-hand", "keep"],
    ["#trigger-yes", "trigger"],
    ["#yes", "yes"],
  ]) {
    if (await visible(sel)) return click(sel, what);
  }
  if (await visible("#confirm-pick")) {
    if (await page.locator("#confirm-pick").isEnabled()) return click("#confirm-pick", "confirm");
    const pickable = page.locator(".decision .pick:not(.chosen), .card.candidate:not(.chosen)");
    if ((await pickable.count()) > 0) return click(".decision .pick:not(.chosen), .card.candidate:not(.chosen)", "pick");
    return "stuck";
  }
  if (await visible("#no-block")) {
    const blocker = page.locator(".side.mine .card.source");
    if ((await blocker.count()) > 0) {
      await drag(page, blocker.first(), page.locator(".side.mine .card.in-battle").first());
      return "block";
    }
    return click("#no-block", "no block");
  }
  if (await visible("#end-counter")) {
    const key = await page.locator(".battle").innerText().catch(() => "");
    const counter = page.locator(".hand-mine .card.source");
    if (memo.counteredBattle !== key && (await counter.count()) > 0) {
      memo.counteredBattle = key;
      await drag(page, counter.first(), page.locator(".side.mine .card.in-battle").first());
      return "counter";
    }
    return click("#end-counter", "end counter");
  }
  if (await visible("#end-turn")) {
    const turn = await page.locator("#status").innerText();
    if (memo.turn !== turn) {
      memo.turn = turn;
      memo.attached = 0;
      memo.played = 0;
    }
    // Attach up to two DON!! to the leader each turn.
    if (memo.attached < 2 && (await page.locator("#don-active.source").count()) > 0) {
      memo.attached += 1;
      await drag(page, page.locator("#don-active"), page.locator(".side.mine .zone.leader .card"));
      return "attach";
    }
    // Play one character a turn.
    const playable = page.locator(".hand-mine .card.source");
    if (memo.played < 1 && (await playable.count()) > 0) {
      memo.played += 1;
      await drag(page, playable.first(), page.locator(".side.mine .zone.characters"));
      return "play";
    }
    // Attack: a rested character when there is one, else the leader.
    const attackers = page.locator(".side.mine .zone.leader .card.source, .side.mine .zone.characters .card.source");
    if ((await attackers.count()) > 0) {
      const attacker = attackers.first();
      const restedTarget = page.locator(".side.theirs .zone.characters .card.rested");
      const target = (await restedTarget.count()) > 0 ? restedTarget.first() : page.locator(".side.theirs .zone.leader .card");
      const before = await page.locator("#prompt").innerText();
      await drag(page, attacker, target);
      // Pass-and-play: an attack hands the device to the defender (a curtain, no prompt).
      const after = (await page.locator("#curtain-show").count()) > 0 ? null : await page.locator("#prompt").innerText();
      if (before === after && (await page.locator(".flash").count()) > 0) {
        // Not a legal target (e.g. the character could not be attacked): end the turn instead.
        return click("#end-turn", "end turn");
      }
      return (await restedTarget.count()) > 0 ? "attack character" : "attack leader";
    }
    return click("#end-turn", "end turn");
  }
  const first = page.locator(".decision .buttons button:enabled");
  if ((await first.count()) > 0) return click(".decision .buttons button:enabled", "option");
  return "idle";
}

/** Plays until a winner is announced; returns the counts of what was done. */
export async function playToTheEnd(page, drag = mouseDrag, maxSteps = 1500) {
  const memo = {};
  const done = {};
  for (let i = 0; i < maxSteps; i++) {
    const prompt = await page.locator("#prompt").innerText();
    if (/wins!$|^A draw$/.test(prompt)) return { done, prompt };
    const what = await step(page, drag, memo);
    done[what] = (done[what] || 0) + 1;
    if (what === "stuck" || what === "idle") throw new Error(`stuck at: ${prompt}`);
  }
  throw new Error(`no winner after ${maxSteps} steps: ${JSON.stringify(done)}`);
}

