// The page's service worker: after one visit the page loads and plays offline. Every file of the
// page is kept in a cache; requests go to the network first (so a new version is seen at once,
// cheaply: the server answers 304 to the validators) and fall back to the cache when the server
// cannot be reached. Engine workers started later load their files from here too.
//
// The cache keeps each response's headers, among them the cross-origin isolation headers of
// plies serve: a page loaded offline from here is isolated too (SharedArrayBuffer, the engine's
// stop flag). v3: the engine's module under its hashed name instead of plies-engine.wasm. v4: the
// games' data files, no longer inside the module, kept too.
"use strict";

const CACHE = "plies-page-v4";
const FILES = [
  "./", "index.html", "style.css", "app.js", "board-view.js", "controls.js", "engine-client.js",
  "engine-worker.js", "explain.js", "hints.js", "levels.js", "line.js", "move-list.js",
  "manifest.webmanifest",
  "icon.svg",
  "engine/version.js", "engine/plies-engine.js",
];

// The engine's module and the games' data files under their content-hashed names, as
// engine/version.js names them ("engine/....wasm" and "engine/....bin" in quotes).
async function engineFiles() {
  const text = await (await fetch("engine/version.js", { cache: "no-cache" })).text();
  return [...text.matchAll(/"(engine\/[^"]+\.(?:wasm|bin))"/g)].map((found) => found[1]);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll([...FILES, ...(await engineFiles())]);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
    // The page's own request goes out while this worker starts, instead of after it.
    if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const response = (await event.preloadResponse) || await fetch(request);
      if (response.ok && !response.headers.has("Content-Range")) await cache.put(request, response.clone());
      return response;
    } catch (error) {
      // The page's address carries its state after '#', which requests never include; the
      // cache keys ignore any query string too.
      const cached = await cache.match(request, { ignoreSearch: true });
      if (cached) return cached;
      throw error;
    }
  })());
});
