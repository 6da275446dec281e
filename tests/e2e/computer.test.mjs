// A game against the computer: chosen on the start screen (level, seat), played through the
// interface by the test's bot on the person's seat while the computer answers from the Web
// Worker. No curtain; the computer's hand stays hidden; a reload resumes against it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, mouseDrag, serveDist } from "./support.mjs";
import { step } from "./bot.mjs";
import { step as kaiunStep } from "./kaiun-bot.mjs";

/** Times every `decide` and `kaiun-decide` request the page sends to its worker (test instrumentation: the page's
 *  Worker wrapped before the page starts), into `window.__decide` (ms each). */
async function timeDecisions(page) {
  await page.addInitScript(() => {
    window.__decide = [];
    const Plain = window.Worker;
    window.Worker = class extends Plain {
      constructor(...args) {
        super(...args);
        const asked = new Map();
        this.addEventListener("message", (e) => {
          const t = asked.get(e.data[0]);
          if (t !== undefined) {
            window.__decide.push(performance.now() - t);
            asked.delete(e.data[0]);
          }
        });
        this.postMessage = (m, ...rest) => {
          if (Array.isArray(m) && /decide$/.test(m[1])) asked.set(m[0], performance.now());
          return Plain.prototype.postMessage.call(this, m, ...rest);
        };
      }
    };
  });
}

/** Opens a new game against the computer (English), the person on `seat`. */
async function startAgainstComputer(page, url, { seed, level, seat = "a" }) {
  await page.goto(`${url}?seed=${seed}`);
  await page.locator(".chips button", { hasText: "English" }).click();
  await page.locator("#new-game").click();
  await page.locator("#mode-computer").check();
  await page.locator(`#level-${level}`).click();
  await page.locator(`#seat-${seat}`).click();
  await page.locator("#start-game").click();
}

/** Plays the person's seat until a winner (or `maxSteps` of the person's), letting the
 *  computer answer; returns what the bot did and how long each computer decision showed. */
async function playAgainstComputer(page, { maxSteps = 2000, until = null } = {}) {
  const memo = {};
  const done = {};
  const thinking = [];
  let idle = 0;
  for (let i = 0; i < maxSteps; i++) {
    const prompt = await page.locator("#prompt").innerText();
    if (/wins!$|^A draw$/.test(prompt)) return { done, prompt, thinking };
    if (until && (await until())) return { done, prompt, thinking };
    assert.equal(await page.locator("#curtain-show").count(), 0, "no curtain against the computer");
    assert.equal(await page.locator("#computer-failed").count(), 0, "the computer answers");
    if ((await page.locator("#computer-thinking").count()) > 0) {
      const t0 = Date.now();
      await page.locator("#computer-skip").click().catch(() => {});
      await page.locator("#computer-thinking").waitFor({ state: "detached", timeout: 20000 });
      thinking.push(Date.now() - t0);
      idle = 0;
      continue;
    }
    const what = await step(page, mouseDrag, memo);
    done[what] = (done[what] || 0) + 1;
    if (what === "stuck") throw new Error(`stuck at: ${prompt}`);
    if (what === "idle") {
      // Between the person's action and the computer's status appearing.
      if (++idle > 100) throw new Error(`idle at: ${prompt}`);
      await page.waitForTimeout(50);
    } else {
      idle = 0;
    }
  }
  throw new Error(`no winner after ${maxSteps} steps: ${JSON.stringify(done)}`);
}

/** The `f` quantile of `xs` (0.5: the median). */
const quantile = (xs, f) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * f))];

test("a whole game against the Hard computer, through the interface, to a winner", { timeout: 600000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  try {
    const { page, errors } = browser;
    await timeDecisions(page);
    await startAgainstComputer(page, url, { seed: 21, level: "hard", seat: "a" });
    const { done, prompt, thinking } = await playAgainstComputer(page);
    assert.match(prompt, /wins!$|^A draw$/);
    // The computer played: its seat's actions are in the log, and its hand was never shown.
    const log = await page.locator(".log").textContent();
    assert.match(log, /Player B/);
    const decide = await page.evaluate(() => window.__decide);
    assert.ok(decide.length > 10, `the computer decided ${decide.length} times`);
    console.log(`computer (Hard, wasm in the worker): ${decide.length} decisions, median ${quantile(decide, 0.5).toFixed(0)} ms, p95 ${quantile(decide, 0.95).toFixed(0)} ms, max ${Math.max(...decide).toFixed(0)} ms per decision; ${thinking.length} computer turns watched (pauses skipped); bot: ${JSON.stringify(done)}; ${prompt}`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("whole games against the Easy and the Medium computer, each to a winner", { timeout: 900000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  try {
    const { page, errors } = browser;
    await timeDecisions(page);
    for (const [level, seat, seed] of [["easy", "b", 8], ["medium", "a", 13]]) {
      await startAgainstComputer(page, url, { seed, level, seat });
      const { done, prompt } = await playAgainstComputer(page);
      assert.match(prompt, /wins!$|^A draw$/, level);
      const kept = JSON.parse(await page.evaluate(() => JSON.parse(localStorage.getItem("opcg.game.v1"))));
      const named = level[0].toUpperCase() + level.slice(1);
      assert.deepEqual(kept.mode, { Computer: { person: seat.toUpperCase(), level: named } }, "the save records the level played");
      const decide = await page.evaluate(() => window.__decide);
      assert.ok(decide.length > 5, `${level}: the computer decided ${decide.length} times`);
      console.log(`computer (${named}): ${decide.length} decisions, p95 ${quantile(decide, 0.95).toFixed(0)} ms; bot: ${JSON.stringify(done)}; ${prompt}`);
      // back to the start screen for the next level (the finished game is not in progress)
      await page.goto("about:blank");
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("the page answers while the computer thinks; a reload resumes against it; undo goes back to the person's decision", { timeout: 300000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  try {
    const { page, errors } = browser;
    await startAgainstComputer(page, url, { seed: 5, level: "hard", seat: "b" });
    // Seat B: the computer (A) acts first where it must; the page stays usable meanwhile.
    let answeredWhileThinking = false;
    await playAgainstComputer(page, {
      until: async () => {
        if (!answeredWhileThinking && (await page.locator("#computer-thinking").count()) > 0) {
          // A hover on one of the person's cards is answered while the worker thinks.
          const mine = page.locator(".side.mine .zone.leader .card").first();
          await mine.hover();
          answeredWhileThinking = (await page.locator("#computer-thinking").count()) > 0 && (await page.locator(".inspect:not(.inspect-empty)").count()) > 0;
        }
        return /Turn 4/.test(await page.locator("#status").innerText());
      },
    });
    assert.ok(answeredWhileThinking, "the inspector answered a hover while the computer was thinking");
    // Reload: the kept game continues against the computer (no curtain, the person's seat).
    const steps = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem("opcg.game.v1"))).actions.length);
    const kept = JSON.parse(await page.evaluate(() => JSON.parse(localStorage.getItem("opcg.game.v1"))));
    assert.deepEqual(kept.mode, { Computer: { person: "B", level: "Hard" } });
    await page.reload();
    await page.locator("#continue-game").click();
    await page.locator(".table[data-viewer='B']").waitFor();
    await playAgainstComputer(page, { until: async () => /Turn 6/.test(await page.locator("#status").innerText()) });
    const after = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem("opcg.game.v1"))).actions.length);
    assert.ok(after > steps, "the game went on after the reload");
    // Undo: back to a decision of the person's (seat B), whatever the computer did since.
    await page.locator("#computer-thinking").waitFor({ state: "detached", timeout: 20000 });
    if ((await page.locator("#undo").count()) > 0) {
      await page.locator("#undo").click();
      const kept = JSON.parse(await page.evaluate(() => JSON.parse(localStorage.getItem("opcg.game.v1"))));
      assert.ok(kept.actions.length < after);
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("kaiun: a whole game against the Hard computer, through the interface, to a winner", { timeout: 600000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  try {
    const { page, errors } = browser;
    await timeDecisions(page);
    await page.goto(`${url}?seed=9`);
    await page.locator(".chips button", { hasText: "English" }).click();
    await page.locator("#new-game").click();
    await page.locator("#game-kaiun").check();
    await page.locator("#mode-computer").check();
    await page.locator("#level-hard").click();
    await page.locator("#seat-b").click();
    await page.locator("#start-game").click();
    await page.locator(".ktable").waitFor();
    const memo = {};
    let idle = 0;
    for (let i = 0; i < 3000; i++) {
      if ((await page.locator('#prompt[data-over="true"]').count()) > 0) break;
      assert.equal(await page.locator("#curtain-show").count(), 0, "no curtain against the computer");
      assert.equal(await page.locator("#computer-failed").count(), 0, "the computer answers");
      assert.equal(await page.locator(".ktable").getAttribute("data-viewer"), "B", "the screen stays the person's");
      if ((await page.locator("#computer-thinking").count()) > 0) {
        await page.locator("#computer-skip").click().catch(() => {});
        await page.locator("#computer-thinking").waitFor({ state: "detached", timeout: 20000 });
        idle = 0;
        continue;
      }
      const what = await kaiunStep(page, memo);
      if (what === "idle") {
        if (++idle > 100) throw new Error(`idle at: ${await page.locator("#prompt").innerText()}`);
        await page.waitForTimeout(50);
      } else {
        idle = 0;
      }
    }
    assert.equal(await page.locator('#prompt[data-over="true"]').count(), 1, "the game is over");
    const decide = await page.evaluate(() => window.__decide);
    assert.ok(decide.length > 5, `the computer decided ${decide.length} times`);
    console.log(`kaiun computer (Hard, wasm in the worker): ${decide.length} decisions, median ${quantile(decide, 0.5).toFixed(0)} ms, p95 ${quantile(decide, 0.95).toFixed(0)} ms per decision; ${await page.locator("#prompt").innerText()}`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
