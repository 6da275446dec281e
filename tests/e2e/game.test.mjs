// A whole game played through the page by real pointer drags, in open-hands mode: a simple
// player policy drives both seats through the interface only (what is lit, what is clickable),
// until one side wins. It must have attached DON!!, attacked, and reached a winner with no
// console error.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, serveDist, mouseDrag, newGame } from "./support.mjs";
import { playToTheEnd } from "./bot.mjs";

test("a whole game by mouse drags reaches a winner", { timeout: 240000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1100, height: 900 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 7, mode: "open" });
    const { done, prompt } = await playToTheEnd(page, mouseDrag);
    assert.match(prompt, /Player [AB] wins!/);
    assert.ok(done.attach > 0, `attached DON!!: ${JSON.stringify(done)}`);
    assert.ok(done["attack leader"] > 0, `attacked a leader: ${JSON.stringify(done)}`);
    assert.ok(done.play > 0, `played characters: ${JSON.stringify(done)}`);
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});
