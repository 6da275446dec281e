// A small static file server for dist/: used by the play command and by the browser tests.
// Serves DIR under BASE (a sub-path such as /games/opcg/ works the same as /), loopback only.
//
//   node scripts/serve.mjs [--dir dist] [--port 8080] [--host 127.0.0.1] [--base /]
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/** Starts a server; resolves to { server, url, urls } once it listens. `base` may list several
 *  sub-paths (one deployment each, the same files): `url` is the first one's. */
export function serve({ dir = "dist", port = 8080, host = "127.0.0.1", base = "/" } = {}) {
  const root = path.resolve(dir);
  const prefixes = (Array.isArray(base) ? base : [base]).map((b) => (b.endsWith("/") ? b : b + "/"));
  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
    } catch {
      res.writeHead(400).end("bad request");
      return;
    }
    if (prefixes.includes(pathname + "/")) {
      res.writeHead(301, { Location: pathname + "/" }).end();
      return;
    }
    const prefix = prefixes.find((p) => pathname.startsWith(p));
    if (!prefix) {
      res.writeHead(404).end("not found");
      return;
    }
    let rel = pathname.slice(prefix.length) || "index.html";
    if (rel.endsWith("/")) rel += "index.html";
    const file = path.resolve(root, rel);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end("forbidden");
      return;
    }
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
        return;
      }
      const type = TYPES[path.extname(file)] || "application/octet-stream";
      // The service worker and the page must be revalidated so a new build is picked up.
      const noCache = rel === "sw.js" || rel === "index.html";
      res.writeHead(200, { "Content-Type": type, "Cache-Control": noCache ? "no-cache" : "max-age=31536000, immutable" });
      res.end(req.method === "HEAD" ? undefined : body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      const urls = prefixes.map((p) => `http://${host}:${actual}${p}`);
      resolve({ server, url: urls[0], urls });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = Object.fromEntries(
    process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), [])
  );
  const dir = args.dir || "dist";
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    console.error(`serve: ${dir}/index.html not found; build first`);
    process.exit(1);
  }
  serve({ dir, port: Number(args.port ?? 8080), host: args.host || "127.0.0.1", base: args.base || "/" })
    .then(({ url }) => console.log(`serving ${dir} at ${url}  (Ctrl+C to stop)`))
    .catch((err) => {
      console.error(`serve: ${err.message}`);
      process.exit(1);
    });
}
