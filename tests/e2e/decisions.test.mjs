// Decisions the engine asks that a random game seldom reaches, played on the table from a save
// that the app's own `fixture` example finds (seeded play of the built-in decks, printed in the
// page's save format): the game resumes there, exactly as a player's kept game does.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { keptSteps, launch, serveDist, waitForKeptSteps } from "./support.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const fixture = (what) =>
  execFileSync("cargo", ["run", "-q", "--locked", "-p", "opcg-web", "--example", "fixture", "--", what], { cwd: repo, encoding: "utf8" }).trim();

async function resume(page, url, text) {
  await page.goto(url);
  await page.locator(".chips button", { hasText: "English" }).click();
  // The page keeps the save text as a JSON string in local storage.
  await page.evaluate((v) => localStorage.setItem("opcg.game.v1", JSON.stringify(v)), text);
  await page.reload();
  await page.locator("#continue-game").click();
  await page.locator(".board").waitFor();
}

test("DON!! −N: the player picks where each returned DON!! comes from (8-3-1-6)", { timeout: 180000 }, async () => {
  const save = fixture("return-don");
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  try {
    const { page, errors } = browser;
    await resume(page, url, save);
    const prompt = page.locator("#prompt");
    assert.match(await prompt.innerText(), /DON!! −: choose where a DON!! returns from \(\d+ left\)/);
    const places = page.locator(".decision .buttons button:enabled");
    const labels = await places.allInnerTexts();
    assert.ok(labels.length >= 2, `a choice between places: ${labels}`);
    for (const l of labels) assert.match(l, /^(Active in the cost area|Rested in the cost area|Given to .+) \(\d+\)$/);
    const steps = JSON.parse(save).actions.length;
    await places.last().click();
    await waitForKeptSteps(page, steps);
    assert.equal(await keptSteps(page), steps + 1, "the answer is one step of the game, kept at once");
    await page.locator(".log summary").click();
    assert.match(await page.locator(".log ol").innerText(), /Player [AB] returned 1 DON!! to the DON!! deck/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("a yes/no question says what 'yes' does", { timeout: 180000 }, async () => {
  const save = fixture("may");
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  try {
    const { page, errors } = browser;
    await resume(page, url, save);
    await page.locator("#yes").waitFor();
    // "<card>: <question> (<what the effect does>)", in the card-text templates.
    assert.match(await page.locator("#prompt").innerText(), /^.+: (Use the effect|Pay the cost|Use the replacement effect)\? \(.+\)$/);
    const steps = JSON.parse(save).actions.length;
    await page.locator("#yes").click();
    await waitForKeptSteps(page, steps);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("an imported card's unread [On Play] stops the table: carried out by hand with the judge tools, then Done", { timeout: 180000 }, async () => {
  const save = fixture("by-hand");
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  try {
    const { page, errors } = browser;
    await resume(page, url, save);
    // The game stopped where the text applies, and says which text to carry out.
    const prompt = page.locator("#prompt");
    assert.match(await prompt.innerText(), /^Test Shanty Singer: the engine does not read this text\. Carry it out with the judge tools, then press Done — Sing a song of the sea to the moon\.$/);
    // The judge tools are open and usable at once.
    const tools = page.locator(".judge-tools");
    await tools.waitFor();
    const draw = page.locator("#judge-draw");
    assert.equal(await draw.isEnabled(), true);
    const steps = JSON.parse(save).actions.length;
    await draw.click();
    await waitForKeptSteps(page, steps);
    assert.equal(await keptSteps(page), steps + 1, "the correction is one step of the game");
    assert.match(await prompt.innerText(), /Sing a song of the sea to the moon\./, "and the text still waits");
    // The card is marked as carrying unread text, and the inspector names the text.
    const mark = page.locator(".card .unread-mark").first();
    await mark.waitFor();
    await mark.hover();
    await page.locator("#inspect-unread").waitFor();
    assert.match(await page.locator("#inspect-unread").innerText(), /Sing a song of the sea to the moon\./);
    // Done: the game goes on.
    await page.locator("#by-hand-done").click();
    await waitForKeptSteps(page, steps + 1);
    assert.doesNotMatch(await prompt.innerText(), /does not read this text/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
