// Service worker: precaches every file of the build so the page reloads offline.
// scripts/precache.sh (a Trunk post_build hook) replaces the two placeholders below with the
// build's file list and a digest of their contents; a new build is a new cache.
const VERSION = "__OPCG_BUILD_DIGEST__";
const PRECACHE = __OPCG_PRECACHE_LIST__;
// One deployment's caches: named by the page's own path, so two deployments under different
// paths of one host never delete each other's offline copy.
const PREFIX = "opcg-table-" + new URL(self.registration.scope).pathname + "-";
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((path) => new Request(path, { cache: "reload" }))))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

// Cache first for the build's own files (they are content-hashed); the page itself falls back
// to the cached index.html when the network is gone.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).catch(() => caches.match("./index.html", { cacheName: CACHE }).then((r) => r || Response.error()))
    );
    return;
  }
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit || fetch(request)));
});
