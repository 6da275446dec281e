// The deck builder, card-list import and game files: a deck built from the pool with live
// checking, a deck list read with its bad line named, the saved deck offered for a new game; a
// card list imported with its report and a broken one refused; a game saved to a file and
// opened again, and a damaged game file refused without losing anything.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, playFirstTurnOpenHands, serveDist } from "./support.mjs";

const REDWAKE = ["1xOT01-001", ...["002", "003", "004", "005", "006", "007", "008", "009"].map((n) => `4xOT01-${n}`), "2xOT01-010",
  ...["011", "012", "013", "014"].map((n) => `4xOT01-${n}`)].join("\n");

async function openBuilder(page, url) {
  await page.goto(url);
  await page.locator(".chips button", { hasText: "English" }).click();
  await page.locator("#open-decks").click();
  await page.locator("#pool-search").waitFor();
}

test("a deck is built with live checking, read from a list, saved and offered for a game", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  try {
    const { page, errors } = browser;
    await openBuilder(page, url);
    assert.match(await page.locator("#deck-errors").innerText(), /Choose a Leader/);
    // Pick the first leader, then add one card: the count and the checking follow.
    await page.locator(".pool-row button", { hasText: "Set as Leader" }).first().click();
    await page.locator(".pool-row .add").first().click();
    assert.equal(await page.locator("#deck-count").innerText(), "1 / 50");
    assert.match(await page.locator("#deck-errors").innerText(), /1 cards?, it needs exactly 50/);
    // A deck list with a bad line is refused with the line named, and changes nothing.
    await page.locator("#deck-list-text").fill("1xOT01-001\n4xNOPE-999\n");
    await page.locator("#read-list").click();
    assert.match(await page.locator("#builder-message").innerText(), /line 2 .*unknown card NOPE-999/);
    assert.equal(await page.locator("#deck-count").innerText(), "1 / 50");
    // A whole legal list (the Redwake Raiders of the built-in pool, in the common form).
    await page.locator("#deck-list-text").fill(REDWAKE);
    await page.locator("#read-list").click();
    await page.locator("#deck-valid").waitFor();
    assert.equal(await page.locator("#deck-count").innerText(), "50 / 50");
    await page.locator("#deck-name").fill("My Raiders");
    await page.locator("#save-deck").click();
    await page.locator(".saved-row", { hasText: "My Raiders" }).waitFor();
    assert.match(await page.locator("#deck-editing").innerText(), /Editing “My Raiders”/);
    // A list read into it and saved under a new name is a new deck: the first one is kept.
    await page.locator("#deck-list-text").fill(REDWAKE.replace("4xOT01-014", "2xOT01-014\n2xOT01-013").replace("4xOT01-013", "2xOT01-013"));
    await page.locator("#read-list").click();
    await page.locator("#deck-name").fill("Second Raiders");
    await page.locator("#save-deck").click();
    await page.locator(".saved-row", { hasText: "Second Raiders" }).waitFor();
    assert.equal(await page.locator(".saved-row").count(), 2);
    // New deck starts empty; saving one under a name already saved asks before replacing it.
    await page.locator("#new-deck").click();
    assert.equal(await page.locator("#deck-count").innerText(), "0 / 50");
    assert.match(await page.locator("#deck-editing").innerText(), /A new deck/);
    await page.locator("#deck-list-text").fill(REDWAKE);
    await page.locator("#read-list").click();
    await page.locator("#deck-name").fill("Second Raiders");
    await page.locator("#save-deck").click();
    assert.match(await page.locator("#replace-ask").innerText(), /A deck named “Second Raiders” is already saved/);
    await page.locator("#keep-both").click();
    assert.equal(await page.locator("#replace-ask").count(), 0);
    await page.locator("#save-deck").click();
    await page.locator("#replace-deck").click();
    await page.locator("#builder-message", { hasText: "Saved." }).waitFor();
    assert.deepEqual(await page.locator(".saved-row span").allInnerTexts(), ["My Raiders", "Second Raiders"]);
    // Starting from a built-in deck copies it, legal and named as a copy.
    await page.locator("#start-from").selectOption({ label: "Harbor Guild" });
    await page.locator("#deck-valid").waitFor();
    assert.equal(await page.locator("#deck-name").inputValue(), "Harbor Guild (copy)");
    assert.equal(await page.locator("#deck-count").innerText(), "50 / 50");
    // Back on the start screen the saved deck is a choice for a new game, and it plays.
    await page.locator("#builder-done").click();
    await page.locator("#new-game").click();
    const options = await page.locator("#deck-a option").allInnerTexts();
    assert.ok(options.includes("★ My Raiders"), options.join(", "));
    await page.locator("#deck-a").selectOption({ label: "★ My Raiders" });
    await page.locator("#mode-open").check();
    await page.locator("#start-game").click();
    await page.locator("#go-first").waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("a card list is imported with a report; a broken one is refused and nothing is kept", { timeout: 90000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "opcg-cards-"));
  try {
    const { page, errors } = browser;
    // The card-text compiler is in the worker, fetched only when text must be read.
    const workerFiles = [];
    page.on("request", (r) => {
      if (/worker/.test(new URL(r.url()).pathname)) workerFiles.push(new URL(r.url()).pathname.split("/").pop());
    });
    // The deck builder is a wasm of its own, fetched when it is opened.
    const builderFiles = [];
    page.on("request", (r) => {
      if (/builder/.test(new URL(r.url()).pathname)) builderFiles.push(new URL(r.url()).pathname.split("/").pop());
    });
    await page.goto(url);
    await page.locator("#new-game").waitFor();
    assert.deepEqual(builderFiles, [], "no builder file on the start screen");
    await openBuilder(page, url);
    assert.deepEqual([...new Set(builderFiles)].sort(), ["builder.js", "opcg-builder.js", "opcg-builder_bg.wasm"]);
    assert.deepEqual(workerFiles, [], "no worker file before an import");
    // Invented cards for the test, in the punk-records layout.
    const good = path.join(dir, "good.json");
    fs.writeFileSync(good, JSON.stringify([
      { id: "ZZ01-001", name: "Test Harbor Chief", category: "Leader", colors: ["Blue"], cost: 5, power: 5000, counter: null, attributes: ["Wisdom"], types: ["Test Guild"], effect: "-", trigger: null, rarity: "L", block_number: 1 },
      { id: "ZZ01-002", name: "Test Deckhand", category: "Character", colors: ["Blue"], cost: 2, power: 3000, counter: 1000, attributes: ["Strike"], types: ["Test Guild"], effect: "[On Play] Draw 1 card.", trigger: null, rarity: "C", block_number: 1 },
      { id: "ZZ01-003", name: "Test Oddity", category: "Character", colors: ["Blue"], cost: 3, power: 4000, counter: 1000, attributes: ["Strike"], types: ["Test Guild"], effect: "[On Play] Sing a song of the sea to the moon.", trigger: null, rarity: "C", block_number: 1 },
    ]));
    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(bad, JSON.stringify([{ id: "ZZ02-001", name: "Broken", category: "Wizard", colors: ["Blue"], cost: 1 }]));
    await page.locator("#import-cards").setInputFiles(bad);
    assert.match(await page.locator("#import-errors").innerText(), /card #1 \(ZZ02-001\), field `category`/);
    assert.match(await page.locator("#imported-count").innerText(), /Imported cards: 0/);
    await page.locator("#import-cards").setInputFiles(good);
    await page.locator("#import-report").waitFor();
    assert.match(await page.locator("#import-report").innerText(), /3 cards imported\. Fully understood: 2; partly: 1/);
    assert.match(await page.locator("#imported-count").innerText(), /Imported cards: 3/);
    assert.deepEqual([...new Set(workerFiles)].sort(), ["opcg-worker.js", "opcg-worker_bg.wasm", "worker.js"]);
    // The imported cards are in the pool of the builder.
    await page.locator("#pool-search").fill("ZZ01");
    assert.equal(await page.locator(".pool-row").count(), 3);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a game saved to a file opens again; a damaged file is refused", { timeout: 90000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "opcg-games-"));
  try {
    const { page, errors } = browser;
    await page.goto(`${url}?seed=12`);
    await playFirstTurnOpenHands(page);
    const before = await page.locator(".board").innerText();
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#export-game").click()]);
    const file = path.join(dir, "game.json");
    await download.saveAs(file);
    // Format version 2: the built-in cards by number, no compiled card data.
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    assert.equal(saved.version, 2);
    assert.deepEqual(saved.cards, []);
    assert.equal(saved.decks.a.main.length, 50);
    assert.ok(!JSON.stringify(saved).includes("abilities"));
    // A damaged copy.
    const broken = path.join(dir, "broken.json");
    fs.writeFileSync(broken, fs.readFileSync(file, "utf8").slice(0, 200));
    await page.locator("#exit").click();
    await page.locator("#open-game-file").setInputFiles(broken);
    assert.match(await page.locator("#open-game-error").innerText(), /cannot be opened: the file is damaged/);
    await page.locator("#open-game-file").setInputFiles(file);
    // The game in progress (the same one, kept) is not replaced unasked.
    assert.match(await page.locator("#replace-ask-game").innerText(), /Opening this file puts it aside/);
    await page.locator("#replace-game").click();
    await page.locator(".board").waitFor();
    assert.equal(await page.locator(".board").innerText(), before);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a card of one's own is written with its live reading, saved, put in a deck, played and saved to a file", { timeout: 120000 }, async () => {
  const { server, url } = await serveDist();
  const browser = await launch({ viewport: { width: 1200, height: 900 } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "opcg-custom-"));
  try {
    const { page, errors } = browser;
    await openBuilder(page, url);
    // A Leader with one line the engine reads and one it does not.
    await page.locator("#custom-kind").selectOption("Leader");
    await page.locator("#custom-name").fill("Captain Quill of the Test Seas");
    await page.locator("#custom-cost").fill("5");
    await page.locator("#custom-power").fill("5000");
    await page.locator("#custom-traits").fill("Test Crew");
    await page.locator("#custom-effect").fill("[DON!! x1] [When Attacking] Draw 1 card.\n[Activate: Main] Sing a sea shanty to the gulls.");
    // The reading follows the typing: the read line written back, the unread one marked.
    await page.locator("#custom-unread mark", { hasText: "Sing a sea shanty to the gulls." }).waitFor();
    assert.match(await page.locator("#custom-reading").innerText(), /\[DON!! x1\] \[When Attacking\] Draw 1 card\./);
    // Fixed: every word read.
    await page.locator("#custom-effect").fill("[DON!! x1] [When Attacking] Draw 1 card.");
    await page.locator("#custom-complete").waitFor();
    // A problem is named with its field, and the card cannot be saved meanwhile.
    await page.locator("#custom-power").fill("999999");
    await page.locator("#custom-problems", { hasText: "power" }).waitFor();
    assert.ok(await page.locator("#custom-save").isDisabled());
    await page.locator("#custom-power").fill("5000");
    await page.locator("#custom-complete").waitFor();
    await page.locator("#custom-save").click();
    await page.locator("#custom-saved", { hasText: "CUSTOM-001" }).waitFor();
    // It is in the pool, and leads a deck (the Redwake main deck: the same colour).
    await page.locator("#pool-search").fill("CUSTOM-001");
    assert.equal(await page.locator(".pool-row").count(), 1);
    await page.locator("#deck-list-text").fill(REDWAKE.replace("1xOT01-001", "1xCUSTOM-001"));
    await page.locator("#read-list").click();
    await page.locator("#deck-valid").waitFor();
    await page.locator("#deck-name").fill("Quill's Raiders");
    await page.locator("#save-deck").click();
    await page.locator(".saved-row", { hasText: "Quill's Raiders" }).waitFor();
    await page.locator("#builder-done").click();
    // Played: it leads seat A's deck, on the board with its text.
    await page.locator("#new-game").click();
    await page.locator("#deck-a").selectOption({ label: "★ Quill's Raiders" });
    await page.locator("#mode-open").check();
    await page.locator("#start-game").click();
    await page.locator("#go-first").waitFor();
    const leaders = await page.locator(".zone.leader .card").allInnerTexts();
    assert.ok(leaders.some((t) => t.includes("Captain Quill") && t.includes("Draw 1 card.")), leaders.join(" | "));
    // Its text comes with its reading (the page has no text renderer): kept, it is there after a
    // reload too.
    await page.reload();
    await page.locator("#continue-game").click();
    await page.locator("#go-first").waitFor();
    const again = await page.locator(".zone.leader .card").allInnerTexts();
    assert.ok(again.some((t) => t.includes("Captain Quill") && t.includes("[When Attacking] Draw 1 card.")), again.join(" | "));
    // Saved to a file, the card travels with the game as printed.
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#export-game").click()]);
    const file = path.join(dir, "game.json");
    await download.saveAs(file);
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    assert.equal(saved.decks.a.leader, "CUSTOM-001");
    assert.deepEqual(saved.cards.map((c) => c.number), ["CUSTOM-001"]);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
