// The saved game across format versions: a version 1 save (written by the builds before
// version 2, which embedded the compiled cards) still resumes from local storage and opens from a
// file; one whose cards this browser does not know is explained and kept; the page writes
// version 2 (cards by number).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch, serveDist } from "./support.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const V1 = fs.readFileSync(path.resolve(here, "..", "fixtures", "save-v1.json"), "utf8");
const KEY = "opcg.game.v1";

/** Opens the page in English with `text` as the kept game (local storage holds it as a JSON string). */
async function withKept(page, url, text) {
  await page.goto(url);
  await page.locator(".chips button", { hasText: "English" }).click();
  await page.evaluate(([k, v]) => localStorage.setItem(k, JSON.stringify(v)), [KEY, text]);
  await page.reload();
}

const kept = (page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), KEY);

test("a version 1 save in local storage resumes, and is kept as version 2 after the next step", { timeout: 90000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  try {
    const { page, errors } = browser;
    await withKept(page, url, V1);
    await page.locator("#continue-game").click();
    await page.locator(".board").waitFor();
    await page.locator(".log summary").click();
    assert.match(await page.locator(".log ol").innerText(), /\[Judge\]/, "the judge action of the save was replayed");
    assert.equal(await kept(page), V1, "resuming alone rewrites nothing");
    // Undo the last step: the game is kept again, now as version 2.
    await page.locator("#undo").click();
    await page.waitForFunction((k) => JSON.parse(JSON.parse(localStorage.getItem(k))).version === 2, KEY);
    const v2 = JSON.parse(await kept(page));
    assert.equal(v2.actions.length, JSON.parse(V1).actions.length - 1);
    assert.deepEqual(v2.cards, [], "built-in cards go by number");
    assert.ok(!(await kept(page)).includes("abilities"), "no compiled card data in the save");
    const board = await page.locator(".board").innerText();
    await page.reload();
    await page.locator("#continue-game").click();
    await page.locator(".board").waitFor();
    assert.equal(await page.locator(".board").innerText(), board, "the version 2 save resumes the same game");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("a version 1 save with cards unknown here is explained and not lost; a version 1 file opens", { timeout: 90000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "opcg-saves-"));
  try {
    const { page, errors } = browser;
    const save = JSON.parse(V1);
    save.setup.decks.b.main[0] = "IMP-404";
    const unknown = JSON.stringify(save);
    await withKept(page, url, unknown);
    const alert = page.locator(".saved-broken");
    await alert.waitFor();
    assert.match(await alert.innerText(), /IMP-404/);
    assert.match(await alert.innerText(), /import their card list/);
    assert.equal(await page.locator("#continue-game").count(), 0);
    assert.equal(await kept(page), unknown, "the save is left as it was");
    // The good version 1 save opens from a file.
    const file = path.join(dir, "old-game.json");
    fs.writeFileSync(file, V1);
    await page.locator("#open-game-file").setInputFiles(file);
    await page.locator("#replace-game").click();
    await page.locator(".board").waitFor();
    await page.locator(".log summary").click();
    assert.match(await page.locator(".log ol").innerText(), /\[Judge\]/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
