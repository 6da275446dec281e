// The precache hook (scripts/precache.mjs): every file of a build, whatever its name, becomes one
// precache entry relative to the page, and the digest changes with the files.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "scripts", "precache.mjs");
const SW = 'const VERSION = "__OPCG_BUILD_DIGEST__";\nconst PRECACHE = __OPCG_PRECACHE_LIST__;\n';

function build(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "opcg-precache-"));
  fs.writeFileSync(path.join(dir, "sw.js"), SW);
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  execFileSync("node", [script, dir], { encoding: "utf8" });
  const text = fs.readFileSync(path.join(dir, "sw.js"), "utf8");
  fs.rmSync(dir, { recursive: true, force: true });
  const digest = text.match(/VERSION = "([0-9a-f]{16})"/)[1];
  const list = JSON.parse(text.match(/PRECACHE = (.*);/)[1]);
  return { digest, list };
}

test("precache lists every file, whatever its name, and the digest follows the contents", () => {
  const odd = { "index.html": "<p>", "a b.js": "1", 'q"uote|x&y.css': "2", "dir/#hash.txt": "3", "x.map": "map" };
  const { digest, list } = build(odd);
  assert.deepEqual(list, ["./", "./a%20b.js", "./dir/%23hash.txt", "./index.html", "./q%22uote%7Cx%26y.css"]);
  assert.equal(build(odd).digest, digest, "the same files, the same digest");
  assert.notEqual(build({ ...odd, "a b.js": "changed" }).digest, digest, "other contents, another digest");
});
