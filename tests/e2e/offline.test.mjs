// The built page from a sub-path: it loads with no console error, the service worker takes
// over, and a reload works with the network gone (browser offline and the server stopped).
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, serveDist, SUB_PATH } from "./support.mjs";

test("the start screen loads from a sub-path and reloads offline", async () => {
  const { server, url } = await serveDist();
  assert.ok(url.endsWith(SUB_PATH));
  const browser = await launch();
  try {
    const { page, context, errors } = browser;
    await page.goto(url);
    await page.locator("#title").waitFor();
    assert.match(await page.locator("#new-game").innerText(), /New game|新しいゲーム/);

    // The service worker installs, precaches every file of the build and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((n) => n.startsWith("opcg-table-")));
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    assert.ok(cached.some((p) => p.endsWith(".wasm")), `wasm precached: ${cached.join(", ")}`);
    // The worker (card-text compiler, computer opponent), the deck builder and the Kaiun
    // Colosseum table too, though the page loads them only when it needs them.
    for (const f of ["worker.js", "opcg-worker.js", "opcg-worker_bg.wasm", "builder.js", "opcg-builder.js", "opcg-builder_bg.wasm", "kaiun.js", "opcg-kaiun.js", "opcg-kaiun_bg.wasm"]) {
      assert.ok(cached.includes(SUB_PATH + f), `${f} precached: ${cached.join(", ")}`);
    }
    assert.ok(cached.every((p) => p.startsWith(SUB_PATH)), "every cached path stays under the sub-path");

    // Change a setting so the reload shows that local storage survives too.
    await page.locator(".chips button", { hasText: "English" }).click();
    await page.locator("#title", { hasText: "One Piece Card Game Table" }).waitFor();

    // Network gone: the browser is offline and the server is stopped.
    await context.setOffline(true);
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections?.();
    await page.reload();
    await page.locator("#title", { hasText: "One Piece Card Game Table" }).waitFor({ timeout: 15000 });
    await page.locator("#new-game").click();
    await page.locator("#new-game-title").waitFor();
    // The Kaiun Colosseum table, a wasm of its own never loaded yet, comes from the cache.
    await page.locator("#game-kaiun").check();
    await page.locator("#mode-open").check();
    await page.locator("#start-game").click();
    await page.locator(".ktable").waitFor({ timeout: 15000 });
    assert.match(await page.locator("#status").innerText(), /Kaiun Colosseum · Turn 1/);

    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});

test("two deployments under different paths of one host keep their own offline copies", async () => {
  const { serve } = await import("../../scripts/serve.mjs");
  const { DIST } = await import("./support.mjs");
  const { server, urls } = await serve({ dir: DIST, port: 0, base: ["/one/opcg/", "/two/opcg/"] });
  const browser = await launch();
  try {
    const { page, context, errors } = browser;
    const open = async (p, url) => {
      await p.goto(url);
      await p.locator("#title").waitFor();
      await p.evaluate(() => navigator.serviceWorker.ready);
      await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
    };
    await open(page, urls[0]);
    const second = await context.newPage();
    await open(second, urls[1]);
    // Both deployments' caches are there, each named by its path and holding only its own files.
    const caches = await second.evaluate(async () => {
      const out = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        out[name] = (await cache.keys()).map((r) => new URL(r.url).pathname);
      }
      return out;
    });
    const names = Object.keys(caches);
    const one = names.find((n) => n.startsWith("opcg-table-/one/opcg/-"));
    const two = names.find((n) => n.startsWith("opcg-table-/two/opcg/-"));
    assert.ok(one && two, `both kept: ${names.join(", ")}`);
    assert.ok(caches[one].every((p) => p.startsWith("/one/opcg/")) && caches[two].every((p) => p.startsWith("/two/opcg/")));
    // The first one still reloads offline.
    await context.setOffline(true);
    await page.reload();
    await page.locator("#title").waitFor({ timeout: 15000 });
    assert.deepEqual(errors, [], "no console error");
  } finally {
    await browser.close();
    server.close();
  }
});
