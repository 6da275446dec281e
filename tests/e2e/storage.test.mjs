// Nothing lost when the browser will not keep the game: a storage that refuses writes (full)
// is said at once, with the game offered as a file; a storage the page may not use at all
// (blocked) leaves a working page that says games are not kept; a kept game that no longer
// loads can be saved to a file as it is; a new game of either game puts the kept one aside.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { keptSteps, launch, playFirstTurnOpenHands, serveDist, waitForKeptSteps } from "./support.mjs";
import { newKaiunGame, step } from "./kaiun-bot.mjs";

test("a full storage is said at once and the game is offered as a file", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "opcg-full-"));
  try {
    const { page, errors } = browser;
    await page.goto(`${url}?seed=3`);
    await playFirstTurnOpenHands(page);
    assert.equal(await page.locator("#not-kept").count(), 0, "kept while storage takes it");
    // The storage is full from now on.
    await page.evaluate(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.locator("#end-turn").click();
    await page.locator("#not-kept").waitFor();
    assert.match(await page.locator("#not-kept").innerText(), /could not keep the game/);
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#not-kept-export").click()]);
    const file = path.join(dir, "game.json");
    await download.saveAs(file);
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    assert.equal(saved.format, "opcg-table-save");
    const kept = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem("opcg.game.v1"))).actions.length);
    assert.ok(saved.actions.length > kept, `the file has the steps the browser did not keep (${saved.actions.length} > ${kept})`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a blocked storage leaves a working page that says games are not kept", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  try {
    const { page, errors } = browser;
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The page may not use storage.", "SecurityError");
        },
      });
    });
    await page.goto(`${url}?seed=3`);
    await page.locator("#storage-blocked").waitFor();
    await playFirstTurnOpenHands(page);
    await page.locator("#not-kept").waitFor();
    assert.ok((await page.locator(".side.mine .zone.leader .card").count()) === 1, "the game plays in memory");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("a new game puts the kept one aside, and it can be brought back", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  try {
    const { page, errors } = browser;
    const kept = () => page.evaluate(() => JSON.parse(localStorage.getItem("opcg.game.v1")));
    await page.goto(`${url}?seed=3`);
    await playFirstTurnOpenHands(page);
    await page.locator("#end-turn").waitFor();
    const first = await kept();
    // Back to the menu, and a new game in its place.
    await page.locator("#exit").click();
    assert.equal(await page.locator("#restore-previous").count(), 0, "nothing put aside yet");
    await page.locator("#new-game").click();
    await page.locator("#mode-open").check();
    // Asked first: going back changes nothing.
    await page.locator("#start-game").click();
    assert.match(await page.locator("#replace-ask-game").innerText(), /A game is in progress\. A new game puts it aside/);
    await page.locator("#replace-cancel").click();
    assert.equal(await page.locator("#replace-ask-game").count(), 0);
    assert.equal(await kept(), first);
    await page.locator("#start-game").click();
    await page.locator("#replace-game").click();
    await page.locator("#go-first").waitFor();
    assert.notEqual(await kept(), first, "the new game is the kept one");
    await page.reload();
    // The game it replaced is put aside: brought back, it continues where it was.
    await page.locator("#restore-previous").click();
    await page.locator("#continue-game").click();
    await page.locator("#end-turn").waitFor();
    assert.equal(await kept(), first);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("a kept game that no longer loads is saved to a file as it is, and a new game puts it aside", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "opcg-broken-"));
  try {
    const { page, errors } = browser;
    await page.goto(`${url}?seed=3`);
    const broken = JSON.stringify({ format: "opcg-table-save", version: 2, decks: "damaged" });
    await page.evaluate((b) => localStorage.setItem("opcg.game.v1", JSON.stringify(b)), broken);
    await page.reload();
    await page.locator(".saved-broken").waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#export-broken").click()]);
    const file = path.join(dir, "kept.json");
    await download.saveAs(file);
    assert.equal(fs.readFileSync(file, "utf8"), broken, "the file holds the kept text exactly");
    // A new game does not lose it either: it is put aside and comes back.
    await page.locator("#new-game").click();
    await page.locator("#mode-open").check();
    await page.locator("#start-game").click();
    await page.locator("#replace-game").click();
    await page.locator("#go-first").waitFor();
    await page.reload();
    await page.locator("#restore-previous").click();
    await page.locator("#export-broken").waitFor();
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("opcg.game.v1"))), broken);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("kaiun: a new game puts the kept one aside, and it can be brought back", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  try {
    const { page, errors } = browser;
    const kept = () => page.evaluate(() => localStorage.getItem("kaiun.game.v1"));
    await newKaiunGame(page, url, { seed: 5 });
    const memo = {};
    for (let i = 0; i < 3; i++) await step(page, memo);
    const first = await kept();
    await page.locator("#exit").click();
    assert.equal(await page.locator("#restore-previous-kaiun").count(), 0, "nothing put aside yet");
    await newKaiunGame(page, url, { seed: 6, replace: true });
    assert.notEqual(await kept(), first, "the new game is the kept one");
    await page.reload();
    await page.locator("#restore-previous-kaiun").click();
    assert.equal(await kept(), first);
    await page.locator("#continue-kaiun").click();
    await page.locator(".ktable").waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("a second tab playing the kept game is noticed, and neither overwrites the other unsaid", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  try {
    const { page, context, errors } = browser;
    await page.goto(`${url}?seed=3`);
    await playFirstTurnOpenHands(page);
    await page.locator("#end-turn").waitFor();
    // The same page in a second tab continues the kept game and plays a step.
    const second = await context.newPage();
    await second.goto(url);
    await second.locator("#continue-game").click();
    const before = await keptSteps(second);
    await second.locator("#end-turn").click();
    await waitForKeptSteps(second, before);
    const theirs = await second.evaluate(() => localStorage.getItem("opcg.game.v1"));
    // The first tab says so at once, and its next step does not overwrite the second tab's game.
    await page.locator("#kept-elsewhere").waitFor();
    assert.match(await page.locator("#kept-elsewhere").innerText(), /Another tab of this page changed the kept game/);
    const status = await page.locator(".status").first().innerText();
    await page.locator("#end-turn").click();
    await page.waitForFunction((s) => document.querySelector(".status").innerText !== s, status);
    assert.equal(await page.evaluate(() => localStorage.getItem("opcg.game.v1")), theirs, "the second tab's game is still the kept one");
    assert.equal(await second.locator("#kept-elsewhere").count(), 0, "the tab that wrote is not warned");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("a kept list that cannot be read is put aside, never written over, and can be saved to a file", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "opcg-aside-"));
  try {
    const { page, errors } = browser;
    await page.goto(url);
    const damaged = '[{"id":"d1","name":"My Raiders","list":"1xOT01-001\\n4xOT01-002"'; // cut short
    await page.evaluate((d) => localStorage.setItem("opcg.decks.v1", d), damaged);
    await page.reload();
    await page.locator(".chips button", { hasText: "English" }).click();
    await page.locator("#kept-aside").waitFor();
    assert.match(await page.locator("#kept-aside").innerText(), /Your saved decks/);
    // A deck saved now does not write over it.
    await page.locator("#open-decks").click();
    await page.locator("#start-from").selectOption({ label: "Harbor Guild" });
    await page.locator("#save-deck").click();
    await page.locator(".saved-row", { hasText: "Harbor Guild (copy)" }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("opcg.decks.v1.unreadable")), damaged);
    await page.locator("#builder-done").click();
    // Offered as a file, exactly as it was kept; then forgotten on the player's word.
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator('[data-aside="opcg.decks.v1.unreadable"]').click()]);
    const file = path.join(dir, "aside.json");
    await download.saveAs(file);
    assert.equal(fs.readFileSync(file, "utf8"), damaged);
    await page.locator('[data-forget="opcg.decks.v1.unreadable"]').click();
    assert.equal(await page.locator("#kept-aside").count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem("opcg.decks.v1.unreadable")), null);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a game saved by a build that read its cards differently says which cards, and plays on", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1366, height: 900 } });
  try {
    const { page, errors } = browser;
    await page.goto(`${url}?seed=3`);
    await playFirstTurnOpenHands(page);
    await page.locator("#end-turn").waitFor();
    await page.locator("#exit").click();
    // As if an older build had read seat A's Leader differently.
    const leader = await page.evaluate(() => {
      const save = JSON.parse(JSON.parse(localStorage.getItem("opcg.game.v1")));
      const n = save.decks.a.leader;
      save.meanings[n] = "0000000000000000";
      localStorage.setItem("opcg.game.v1", JSON.stringify(JSON.stringify(save)));
      return n;
    });
    await page.reload();
    await page.locator("#continue-game").click();
    await page.locator("#cards-reread").waitFor();
    const text = await page.locator("#cards-reread").innerText();
    assert.match(text, /Since this game was saved, the page reads these cards differently: .+\. The game is replayed with today's reading\./);
    // One card is named, by its name: seat A's Leader's.
    const named = text.match(/differently: ([^.]+)\./)[1];
    assert.ok(!named.includes(","), named);
    const leaders = await page.locator(".zone.leader .card").allInnerTexts();
    assert.ok(leaders.some((t) => t.includes(named)), `${named} is a Leader on the board (${leader})`);
    await page.locator("#cards-reread-ok").click();
    assert.equal(await page.locator("#cards-reread").count(), 0);
    await page.locator("#end-turn").click();
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
