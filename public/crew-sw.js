/*
 * The crew's phone's service worker (scope /crew): it keeps the page's shell (its HTML and the
 * scripts it names) so /crew opens without signal; the days themselves are kept by the page
 * (src/browser/crew/crew-page.ts) and the writes by its outbox. A navigation to /crew asks the
 * network first and falls back to the kept copy; the hashed scripts never change, so they come
 * from the cache first. Nothing else is touched: the API answers are private and not kept here.
 */
const CACHE = "wdnm-crew-v1";
const PAGE = "/crew";

/** Keeps the page and every /_astro/ file its HTML names. */
async function keepShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(PAGE, { credentials: "same-origin" });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = [...new Set(html.match(/\/_astro\/[^"'\s)]+/g) ?? [])];
  await cache.put(PAGE, response);
  await cache.addAll(assets);
}

/** Keeps a copy of `response` under `key` (the copy taken at once, before the page reads the body). */
function keep(key, response) {
  const copy = response.clone();
  void caches.open(CACHE).then((cache) => cache.put(key, copy));
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname === PAGE) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) keep(PAGE, response);
          return response;
        })
        .catch(() => caches.match(PAGE).then((kept) => kept ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith("/_astro/")) {
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.ok) keep(request, response);
            return response;
          }),
      ),
    );
  }
});
