// The board fills the screen and can be read, at six screen sizes: laptops and desktops
// (1920×1080, 1440×900, 1366×768), tablets in both orientations (1024×768, 768×1024, touch) and a
// phone (390×844, touch). A game in the middle (characters on both sides, DON!! given) is played
// once by the bot (then seven more cards drawn with the judge tools, for a hand of nine), then
// opened at each size from local storage, in English and in Japanese.
// Measured at each size: the page's scroll extents (no scrolling either way), that the whole
// board and one's own hand lie inside the screen, the smallest computed font size of the text on
// the cards' faces (at least 11 CSS px at every size: the phone's faces are compact — cost,
// power, name, keywords, counter — and its hand of nine takes two rows of whole cards), that the
// card text is printed on the faces (the phone's is read in the inspector), that the bar keeps
// to one row, that the count-only zones are compact and that the character area holds its cards. Screenshots go to $LAYOUT_SHOTS (default: a temp directory),
// not into the repository; look at them.
// A second test opens a pass-and-play game at a defender's block step (the longest status: "Turn 3
// · Player B — your Leader is attacked by X (7000): block or counter") after the curtain, on a
// phone and a laptop in both languages: the whole status is shown (not cut), no element of the
// header or the decision bar overflows or is clipped, the board and the own hand stay on the
// screen, and so do the battle's badges (the attacked card's "Target"), each label on one line.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, serveDist, mouseDrag, newGame } from "./support.mjs";
import { step } from "./bot.mjs";

const SIZES = [
  { name: "desktop-1920x1080", viewport: { width: 1920, height: 1080 }, minText: 11 },
  { name: "laptop-1440x900", viewport: { width: 1440, height: 900 }, minText: 11 },
  { name: "laptop-1366x768", viewport: { width: 1366, height: 768 }, minText: 11 },
  { name: "tablet-1024x768", viewport: { width: 1024, height: 768 }, touch: true, minText: 11 },
  { name: "tablet-768x1024", viewport: { width: 768, height: 1024 }, touch: true, minText: 11 },
  // A phone's card is a fifth of 390 px: its face is compact (the inspector reads the text large).
  { name: "phone-390x844", viewport: { width: 390, height: 844 }, touch: true, minText: 11, compact: true },
];

const SHOTS = process.env.LAYOUT_SHOTS || path.join(os.tmpdir(), "opcg-layout-shots");

/** Plays seed 7 in open hands until both sides have at least two Characters and the main phase
 *  waits; returns local storage (the kept game and the settings). */
async function midGame(url) {
  const browser = await launch({ viewport: { width: 1440, height: 900 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 7, mode: "open" });
    const memo = {};
    for (let i = 0; i < 800; i++) {
      const chars = async (side) => page.locator(`.side.${side} .zone.characters .card`).count();
      if ((await page.locator("#end-turn:enabled").count()) > 0 && (await chars("mine")) >= 2 && (await chars("theirs")) >= 2
          && (await page.locator(".side.mine .don-badge").count()) > 0) {
        break;
      }
      const what = await step(page, mouseDrag, memo);
      if (what === "stuck" || what === "idle") throw new Error(`the bot is stuck at: ${await page.locator("#prompt").innerText()}`);
    }
    // A full hand: the judge's "Draw 1" seven times (a hand of nine must still fit in one row).
    await page.locator("#judge-toggle").click();
    for (let i = 0; i < 7; i++) await page.locator("#judge-draw").click();
    await page.locator("#judge-toggle").click();
    assert.ok((await page.locator(".hand-mine .card").count()) >= 9, "a hand of nine or more");
    assert.deepEqual(errors, [], "no console error while playing");
    return await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
  } finally {
    await browser.close();
  }
}

/** Everything measured on the open page. */
function measure() {
  const root = document.documentElement;
  const inside = (r) => r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
  const box = (el) => el.getBoundingClientRect();
  // The smallest font of any text drawn on a card face (own side, opponent's field, own hand)
  // and of the board's labels; text clipped away (the opponent's hand strip) counts too.
  const fontOf = (sel) => {
    let min = Infinity;
    let where = "";
    for (const el of document.querySelectorAll(sel)) {
      for (const n of el.childNodes) {
        if (n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== "") {
          const px = parseFloat(getComputedStyle(el).fontSize);
          if (px < min) {
            min = px;
            where = `${el.className}: ${n.textContent.trim().slice(0, 24)}`;
          }
        }
      }
    }
    return { min, where };
  };
  const faces = fontOf(".board .face, .board .face *");
  const board = fontOf(".board, .board *");
  const bar = document.querySelector(".table-bar");
  const barKids = [...bar.children].filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).display !== "contents");
  const barRows = new Set(barKids.map((e) => Math.round(box(e).top + box(e).height / 2))).size;
  const card = document.querySelector(".side.mine .zone.leader .card");
  const counts = [...document.querySelectorAll(".side.mine .zone.deck, .side.mine .zone.don-deck, .side.mine .zone.trash, .side.mine .zone.life")];
  const charsZone = document.querySelector(".side.mine .zone.characters");
  const charCards = [...charsZone.querySelectorAll(".card")];
  const hand = [...document.querySelectorAll(".hand-mine .card")];
  return {
    scroll: { width: root.scrollWidth, height: root.scrollHeight, clientWidth: root.clientWidth, clientHeight: root.clientHeight },
    boardInside: inside(box(document.querySelector(".board"))),
    // inside the screen and not clipped by the board's edge
    handInside: hand.length > 0 && hand.every((c) => inside(box(c)) && box(c).bottom <= box(document.querySelector(".board")).bottom + 0.5),
    hand: hand.length,
    barInside: inside(box(bar)),
    barRows,
    barHeight: Math.round(box(bar).height),
    faceText: faces,
    boardText: board,
    card: { width: Math.round(box(card).width), height: Math.round(box(card).height) },
    handCard: hand.length ? Math.round(box(hand[0]).width) : 0,
    countZones: counts.map((z) => ({ cls: z.className, width: Math.round(box(z).width), height: Math.round(box(z).height) })),
    chars: { zone: Math.round(box(charsZone).width), cards: charCards.length, allInside: charCards.every((c) => { const a = box(c); const z = box(charsZone); return a.left >= z.left - 1 && a.right <= z.right + 1; }), roomForFive: box(charsZone).width >= 5 * box(card).width },
    // card text drawn (not hidden) on the faces
    cardText: [...document.querySelectorAll(".board .face-text p")].filter((p) => p.getClientRects().length > 0).length,
    // every card on the board shows its name
    namesShown: [...document.querySelectorAll(".board .card:not(.back)")].every((c) => {
      const n = c.querySelector(".face-name");
      return n && n.getClientRects().length > 0 && n.textContent.trim() !== "";
    }),
    // a hand of more than six cards on two rows of whole cards, or one row
    handRows: new Set(hand.map((c) => Math.round(box(c).top))).size,
  };
}

// A browser at `size` (touch if it says so) on the page with `storage` kept (seeded once, before
// the page's first script), the language `lang` chosen and the kept game continued; closed again
// if any of that fails.
async function openKept(url, storage, size, lang) {
  const browser = await launch({ viewport: size.viewport, ...(size.touch ? { hasTouch: true, isMobile: true } : {}) });
  try {
    const { page } = browser;
    await page.addInitScript((kept) => {
      if (!sessionStorage.getItem("layout-seeded")) {
        for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v);
        sessionStorage.setItem("layout-seeded", "1");
      }
    }, storage);
    await page.goto(url);
    await page.locator(".chips button", { hasText: lang }).click();
    await page.locator("#continue-game").click();
    return browser;
  } catch (e) {
    await browser.close();
    throw e;
  }
}

test("the board fills the screen and is readable at six screen sizes, in English and Japanese", { timeout: 600000 }, async () => {
  const { server, url } = await serveDist();
  fs.mkdirSync(SHOTS, { recursive: true });
  const report = [];
  try {
    const storage = await midGame(url);
    for (const size of SIZES) {
      for (const lang of ["English", "日本語"]) {
        const browser = await openKept(url, storage, size, lang);
        try {
          const { page, errors } = browser;
          await page.locator(".board .side.mine .zone.characters .card").first().waitFor();
          await page.evaluate(() => document.fonts.ready);
          // The cards' entrance animations end before the screenshot.
          await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
          const m = await page.evaluate(measure);
          const tag = `${size.name} ${lang === "English" ? "en" : "ja"}`;
          await page.screenshot({ path: path.join(SHOTS, `${size.name}-${lang === "English" ? "en" : "ja"}.png`) });
          report.push({ size: tag, ...m });
          const at = `${tag}: ${JSON.stringify(m)}`;
          assert.ok(m.scroll.height <= m.scroll.clientHeight && m.scroll.width <= m.scroll.clientWidth, `no scrolling: ${at}`);
          assert.ok(m.boardInside, `the whole board is on the screen: ${at}`);
          assert.ok(m.handInside && m.hand >= 9, `the own hand (all nine cards) is on the screen: ${at}`);
          assert.ok(m.barInside && m.barRows === 1, `the bar keeps to one row: ${at}`);
          assert.ok(m.faceText.min >= size.minText, `card text at least ${size.minText}px: ${at}`);
          assert.ok(m.boardText.min >= size.minText, `board labels at least ${size.minText}px: ${at}`);
          if (size.compact) {
            assert.equal(m.cardText, 0, `compact faces: ${at}`);
            assert.ok(m.handRows === 2 && m.handCard >= m.card.width - 1, `a hand of nine takes two rows of whole cards: ${at}`);
          } else {
            assert.ok(m.cardText > 0, `card text is printed on the faces: ${at}`);
          }
          assert.ok(m.namesShown, `every card shows its name: ${at}`);
          for (const z of m.countZones) {
            assert.ok(z.height * z.width <= m.card.height * m.card.width * 0.5, `a count-only zone is compact (${z.cls} ${z.width}×${z.height} beside a ${m.card.width}×${m.card.height} card): ${at}`);
          }
          assert.ok(m.chars.cards >= 2 && m.chars.allInside && m.chars.roomForFive, `the character area holds its cards and has room for five: ${at}`);
          // Japanese is drawn with a Japanese font (not boxes): a kana is as wide as a kanji.
          if (lang !== "English") {
            const widths = await page.evaluate(() => {
              const c = document.createElement("canvas").getContext("2d");
              c.font = `16px ${getComputedStyle(document.querySelector(".face")).fontFamily}`;
              return [c.measureText("あ").width, c.measureText("海").width, c.measureText("\u{10FFFF}").width];
            });
            assert.ok(widths[0] > 12 && Math.abs(widths[0] - widths[1]) < 1, `Japanese glyphs render: ${widths}`);
          }
          assert.deepEqual(errors, [], `no console error at ${tag}`);
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    server.close();
    for (const r of report) {
      console.log(`${r.size.padEnd(24)} smallest card text ${r.faceText.min}px (${r.faceText.where}); board labels ${r.boardText.min}px; `
        + `scroll ${r.scroll.width}×${r.scroll.height} in ${r.scroll.clientWidth}×${r.scroll.clientHeight}; card ${r.card.width}×${r.card.height}; `
        + `hand ${r.hand} cards (${r.handCard}px wide); bar ${r.barHeight}px, ${r.barRows} row(s)`);
    }
    console.log(`screenshots: ${SHOTS}`);
  }
});

/** Plays seed 7 in pass-and-play until a defender is asked to block (after the curtain); returns
 *  local storage (the kept game and the settings). */
async function defenceGame(url) {
  const browser = await launch({ viewport: { width: 1440, height: 900 } });
  try {
    const { page, errors } = browser;
    await newGame(page, url, { seed: 7, mode: "pass" });
    const memo = {};
    for (let i = 0; i < 1500; i++) {
      if ((await page.locator("#curtain-show").count()) > 0) {
        await page.locator("#curtain-show").click();
        await page.locator("#status").waitFor();
        continue;
      }
      if ((await page.locator("#no-block").count()) > 0) break;
      const what = await step(page, mouseDrag, memo);
      if (what === "stuck" || what === "idle") throw new Error(`the bot is stuck at: ${await page.locator("#prompt").innerText()}`);
    }
    assert.equal(await page.locator("#no-block").count(), 1, "a defender is asked to block");
    assert.deepEqual(errors, [], "no console error while playing");
    return await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
  } finally {
    await browser.close();
  }
}

/** What of the header and the decision bar is cut: any element (card faces aside, which fade
 *  their text by design) outside the screen, or whose content overflows a box that clips it. */
function clipped() {
  const inside = (r) => r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
  const cut = [];
  for (const el of document.querySelectorAll(".table-bar, .table-bar *, .table > .decision, .table > .decision *")) {
    if (el.closest(".card") || el.closest(".bar-more:not(.open)") || el.getClientRects().length === 0) continue;
    const s = getComputedStyle(el);
    if (s.display === "contents" || s.visibility === "hidden") continue;
    const r = el.getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()}#${el.id}.${el.className}`;
    if (!inside(r)) cut.push(`${name} outside the screen`);
    const clips = (o) => o !== "visible";
    if ((clips(s.overflowX) && el.scrollWidth > el.clientWidth + 1) || (clips(s.overflowY) && el.scrollHeight > el.clientHeight + 1)) {
      cut.push(`${name} clips its content (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
    }
    if (s.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1) cut.push(`${name} ends in an ellipsis`);
  }
  // a face's top row (cost or Life, the colour hexagon, power) fits its face: in layout sizes, so
  // a rested card's turn does not count
  for (const top of document.querySelectorAll(".face-top")) {
    if (top.getClientRects().length && top.scrollWidth > top.clientWidth + 1) {
      cut.push(`a card's top row "${top.innerText.replace(/\s+/g, " ")}" is cut by its face (${top.scrollWidth} in ${top.clientWidth})`);
    }
  }
  // each child of the header and the decision bar lies inside its parent
  for (const parent of document.querySelectorAll(".table-bar, .table > .decision")) {
    const p = parent.getBoundingClientRect();
    for (const el of parent.querySelectorAll(":scope > *")) {
      if (el.getClientRects().length === 0 || el.matches(".bar-more.open")) continue;
      const r = el.getBoundingClientRect();
      if (r.top < p.top - 0.5 || r.bottom > p.bottom + 0.5 || r.left < p.left - 0.5 || r.right > p.right + 0.5) cut.push(`${el.id || el.className} overflows ${parent.className}`);
    }
  }
  const status = document.querySelector("#status");
  // "normal" line height: about 1.2 × the font size
  const lineHeight = parseFloat(getComputedStyle(status).lineHeight) || 1.2 * parseFloat(getComputedStyle(status).fontSize);
  const board = document.querySelector(".board").getBoundingClientRect();
  const hand = [...document.querySelectorAll(".hand-mine .card")].map((c) => c.getBoundingClientRect());
  const root = document.documentElement;
  return {
    cut,
    status: status.innerText,
    statusLines: Math.round(status.getBoundingClientRect().height / lineHeight),
    statusFont: parseFloat(getComputedStyle(status).fontSize),
    barHeight: Math.round(document.querySelector(".table-bar").getBoundingClientRect().height),
    boardInside: inside(board),
    handInside: hand.length > 0 && hand.every((c) => inside(c) && c.bottom <= board.bottom + 0.5),
    scrolls: root.scrollHeight > root.clientHeight || root.scrollWidth > root.clientWidth,
    // the battle's badges ("Attack", "Target") on the screen, their words inside them, each label
    // on one line (the line boxes its text makes: a word broken inside a narrow badge makes two)
    badges: [...document.querySelectorAll(".battle-badge")].map((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      return { text: b.innerText, target: b.classList.contains("target"), inside: inside(b.getBoundingClientRect()), whole: b.scrollWidth <= b.clientWidth + 1, lines };
    }),
  };
}

const DEFENCE_SIZES = [
  { name: "phone-390x844", viewport: { width: 390, height: 844 }, touch: true },
  { name: "laptop-1366x768", viewport: { width: 1366, height: 768 } },
];

test("a defender's whole status shows after the curtain, nothing of the header or decision bar cut, on a phone and a laptop in both languages", { timeout: 600000 }, async () => {
  const { server, url } = await serveDist();
  fs.mkdirSync(SHOTS, { recursive: true });
  const report = [];
  try {
    const storage = await defenceGame(url);
    for (const size of DEFENCE_SIZES) {
      for (const lang of ["English", "日本語"]) {
        const browser = await openKept(url, storage, size, lang);
        try {
          const { page, errors } = browser;
          await page.locator("#curtain-show").click();
          await page.locator("#no-block").waitFor();
          await page.evaluate(() => document.fonts.ready);
          await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
          const m = await page.evaluate(clipped);
          const tag = `${size.name} ${lang === "English" ? "en" : "ja"}`;
          await page.screenshot({ path: path.join(SHOTS, `defence-${size.name}-${lang === "English" ? "en" : "ja"}.png`) });
          report.push({ tag, ...m });
          const at = `${tag}: ${JSON.stringify(m)}`;
          const attacked = lang === "English" ? /— your (Leader|Character .+) is attacked by .+ \(\d+\): block or counter$/ : /— あなたの(リーダー|キャラ「.+」)に.+（\d+）がアタック：ブロックかカウンターを選んでください$/;
          assert.match(m.status, attacked, `the defender's status: ${at}`);
          assert.deepEqual(m.cut, [], `nothing cut: ${at}`);
          assert.ok(m.statusFont >= 11, `the status is at least 11px: ${at}`);
          assert.ok(m.boardInside && m.handInside && !m.scrolls, `the board and the own hand stay on the screen: ${at}`);
          assert.ok(m.badges.some((b) => b.target), `the attacked card has its badge: ${at}`);
          assert.ok(m.badges.every((b) => b.inside && b.whole), `the battle's badges are inside the screen, their words inside them: ${at}`);
          assert.ok(m.badges.every((b) => b.lines === 1), `each battle badge's label on one line, no word broken inside it: ${at}`);
          assert.deepEqual(errors, [], `no console error at ${tag}`);
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    server.close();
    for (const r of report) console.log(`${r.tag.padEnd(20)} status on ${r.statusLines} line(s) at ${r.statusFont}px, bar ${r.barHeight}px: ${r.status}`);
    console.log(`screenshots: ${SHOTS}`);
  }
});
