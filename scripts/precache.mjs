// Writes the page's Content-Security-Policy into index.html, then fills the service worker's
// precache list with every file of the build (paths relative to the page, so any sub-path works;
// any file name, JSON-escaped) and stamps it with a digest of the files' names and contents.
// Called by scripts/precache.sh (Trunk's post_build hook).
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
// The page's Content-Security-Policy, as a meta tag first in <head>: its own files only, wasm
// compiled from them ('wasm-unsafe-eval'), and the inline scripts of this build by their hashes
// (Trunk writes the loader inline, with this build's file names). Inline style attributes stay
// allowed: the interface positions the drag ghost and colours card frames with them.
const page = path.join(dir, "index.html");
if (fs.existsSync(page)) {
  let html = fs.readFileSync(page, "utf8");
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${crypto.createHash("sha256").update(m[1], "utf8").digest("base64")}'`
  );
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join("; ");
  html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/, "");
  html = html.replace(/(<meta charset="utf-8" \/>)/, `$1\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
  fs.writeFileSync(page, html);
  console.log(`precache: Content-Security-Policy with ${hashes.length} inline script hash(es)`);
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

