// Fills the service worker's precache list with every file of the build (paths relative to the
// page, so any sub-path works; any file name, JSON-escaped) and stamps it with a digest of the
// files' names and contents. Called by scripts/precache.sh (Trunk's post_build hook).
//
//   node scripts/precache.mjs DIR
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";

const dir = process.argv[2];
const sw = path.join(dir ?? "", "sw.js");
if (!dir || !fs.existsSync(sw)) {
  console.error(`precache: ${sw} is missing`);
  process.exit(1);
}
const walk = (d) =>
  fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
const files = walk(dir)
  .map((f) => path.relative(dir, f).split(path.sep).join("/"))
  .filter((f) => f !== "sw.js" && !f.endsWith(".map"))
  .sort();
const hash = crypto.createHash("sha256");
for (const f of files) {
  hash.update(f + "\0");
  hash.update(crypto.createHash("sha256").update(fs.readFileSync(path.join(dir, f))).digest());
}
const digest = hash.digest("hex").slice(0, 16);
// Each path segment URL-encoded, so a name with spaces, quotes or '#' stays one request.
const list = ["./", ...files.map((f) => "./" + f.split("/").map(encodeURIComponent).join("/"))];
const text = fs.readFileSync(sw, "utf8");
if (!text.includes("__OPCG_BUILD_DIGEST__") || !text.includes("__OPCG_PRECACHE_LIST__")) {
  console.error("precache: sw.js has no placeholders (already filled?)");
  process.exit(1);
}
fs.writeFileSync(sw, text.replace("__OPCG_BUILD_DIGEST__", digest).replace("__OPCG_PRECACHE_LIST__", () => JSON.stringify(list)));
console.log(`precache: ${files.length} files, build ${digest}`);
