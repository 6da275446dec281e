// What every browser test shares: Debian's Chromium driven by playwright-core, the built page
// served from a sub-path on 127.0.0.1, and a watch on the console that fails on any error.
import { chromium } from "playwright-core";
import path from "node:path";
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { serve } from "../../scripts/serve.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = path.resolve(here, "..", "..", "dist");
export const SUB_PATH = "/tables/opcg/";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Serves dist/ under SUB_PATH on a free loopback port. */
export async function serveDist() {
  if (!fs.existsSync(path.join(DIST, "index.html"))) {
    throw new Error(`${DIST}/index.html is missing: build the page first (scripts/test.sh does)`);
  }
  return serve({ dir: DIST, port: 0, base: SUB_PATH });
}

/** A fresh headless Chromium with its own empty profile. `contextOptions` go to newContext. */
export async function launch(contextOptions = {}) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "opcg-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
    ...contextOptions,
  });
  const errors = [];
  const watch = (page) => {
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
    });
    page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
