import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import reviewsHandler, { config } from "../../netlify/functions/google-reviews.mts";
import { resetServerEnv } from "../../src/server/env";
import { forgetLastGoodReviews, LAST_GOOD_MAX_AGE_MS } from "../../src/server/reviews/load-reviews";
import { PLACES_FIELD_MASK, PLACES_TIMEOUT_MS } from "../../src/server/reviews/places";
import { STATE_TIMEOUT_MS } from "../helpers/wait-for-state";

const PLACE_ID = "ChIJx9Lr6tCvK4cR0zQ2yXvH0aE";
const API_KEY = "test-places-key";
const recorded = readFileSync("tests/fixtures/places-details.json", "utf8");
const recordedEs = readFileSync("tests/fixtures/places-details-es.json", "utf8");

/** How the stand-in for Google answers, one per request; "ok" once the list runs out. */
type Answer = "ok" | "incomplete" | "500" | "403" | "hang";
let answers: Answer[] = [];
const received: { url: string; headers: IncomingHttpHeaders }[] = [];
/** How many "hang" requests the function abandoned. */
let hungUp = 0;
let google: Server;
let googleUrl: string;

beforeAll(async () => {
  google = createServer((req, res) => {
    received.push({ url: req.url!, headers: req.headers });
    const answer = answers.shift() ?? "ok";
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { "Content-Type": "application/json" }).end(typeof body === "string" ? body : JSON.stringify(body));
    if (answer === "ok") send(200, req.url!.includes("languageCode=es") ? recordedEs : recorded);
    if (answer === "incomplete") send(200, { googleMapsUri: "https://maps.google.com/?cid=1", reviews: [] });
    if (answer === "500") send(500, { error: { code: 500, message: "Internal error encountered.", status: "INTERNAL" } });
    if (answer === "403") send(403, { error: { code: 403, message: "API key not valid.", status: "PERMISSION_DENIED" } });
    // "hang": never answers; the function must give up on its own, which closes the connection.
    if (answer === "hang") res.on("close", () => hungUp++);
  });
  await new Promise<void>((resolve) => google.listen(0, "127.0.0.1", resolve));
  googleUrl = `http://127.0.0.1:${(google.address() as { port: number }).port}`;
});
afterAll(() => {
  google.closeAllConnections();
  google.close();
});

function configure({ key = API_KEY, placeId = PLACE_ID } = {}) {
  vi.stubEnv("GOOGLE_PLACES_API_KEY", key);
  vi.stubEnv("GOOGLE_PLACE_ID", placeId);
  vi.stubEnv("GOOGLE_PLACES_BASE_URL", googleUrl);
  resetServerEnv();
}

beforeEach(() => {
  answers = [];
  received.length = 0;
  hungUp = 0;
  forgetLastGoodReviews();
  configure();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetServerEnv();
});

const get = (method = "GET", query = "") => reviewsHandler(new Request(`http://localhost/api/google-reviews${query}`, { method }));
const unavailable = { configured: true, data: null };

describe("GET /api/google-reviews", () => {
  it("is served at /api/google-reviews", () => {
    expect(config.path).toBe("/api/google-reviews");
  });

  it("returns the mapped rating, count and 5 reviews when Google answers", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.configured).toBe(true);
    expect(body.data).toMatchObject({ rating: 4.9, user_ratings_total: 287, url: expect.stringMatching(/^https:\/\/maps\.google\.com\//) });
    expect(body.data.reviews).toHaveLength(5);
    expect(body.data.reviews[0]).toMatchObject({ author_name: "Maria Delgado", rating: 5, relative_time_description: "2 weeks ago" });
  });

  it("asks Google for the place with the API key and the field mask", async () => {
    await get();
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe(`/v1/places/${PLACE_ID}?languageCode=en`);
    expect(received[0]!.headers["x-goog-api-key"]).toBe(API_KEY);
    expect(received[0]!.headers["x-goog-fieldmask"]).toBe(PLACES_FIELD_MASK);
  });

  it("returns configured false without asking Google when the key or the place ID is missing", async () => {
    configure({ key: "" });
    expect(await (await get()).json()).toEqual({ configured: false });
    configure({ placeId: "" });
    expect(await (await get()).json()).toEqual({ configured: false });
    expect(received).toHaveLength(0);
  });

  it("returns unavailable with status 200 when Google's answer has no rating or count", async () => {
    answers = ["incomplete"];
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(unavailable);
  });

  it("returns unavailable with status 200 and logs Google's reason when Google answers an error", async () => {
    answers = ["403"];
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(unavailable);
    expect(console.error).toHaveBeenCalledWith(expect.any(String), expect.stringContaining("403 (PERMISSION_DENIED: API key not valid.)"));
  });

  it("returns unavailable after the 5 s timeout when Google does not answer, having hung up on Google", async () => {
    answers = ["hang"];
    const started = performance.now();
    const response = await get();
    const elapsed = performance.now() - started;
    expect(await response.json()).toEqual(unavailable);
    // It waited the whole timeout; a busy machine only makes that longer, so there is no upper bound.
    expect(elapsed).toBeGreaterThanOrEqual(PLACES_TIMEOUT_MS - 50);
    // It gave up on its own: Google's side sees the request abandoned.
    await vi.waitFor(() => expect(hungUp).toBe(1), { timeout: STATE_TIMEOUT_MS });
  });

  it("returns the last good answer when Google fails after a success", async () => {
    answers = ["ok", "500"];
    const first = await (await get()).json();
    const second = await get();
    expect(received).toHaveLength(2);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(first);
  });

  it("returns unavailable when the last good answer is older than a day", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T12:00:00Z") });
    answers = ["ok", "500"];
    await get();
    vi.setSystemTime(Date.now() + LAST_GOOD_MAX_AGE_MS + 1);
    expect(await (await get()).json()).toEqual(unavailable);
  });

  it("returns an hour of CDN caching with a day stale, and 5 minutes in the browser, for Google's answer", async () => {
    const response = await get();
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("netlify-cdn-cache-control")).toBe(
      "public, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=86400",
    );
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("returns 5 minutes of CDN caching for a remembered answer, and no caching for unavailable", async () => {
    answers = ["ok", "500", "500"];
    await get();
    const remembered = await get();
    expect(remembered.headers.get("netlify-cdn-cache-control")).toMatch(/^public, s-maxage=300, /);
    forgetLastGoodReviews();
    const failed = await get();
    expect(failed.headers.get("cache-control")).toBe("no-store");
    expect(failed.headers.get("netlify-cdn-cache-control")).toBe("no-store");
  });

  it("asks Google in Spanish for ?locale=es and returns each translated review with the reviewer's own words beside it", async () => {
    const body = await (await get("GET", "?locale=es")).json();
    expect(received[0]!.url).toBe(`/v1/places/${PLACE_ID}?languageCode=es`);
    const [translated, spanishOriginal] = body.data.reviews;
    expect(translated).toMatchObject({
      relative_time_description: "hace 2 semanas",
      text: expect.stringMatching(/^Cambiaron las 14 ventanas/),
      original_language: "en",
    });
    expect(translated.original_text).toMatch(/^Replaced all 14 windows/);
    // Written in Spanish: nothing was translated, so there is no second text.
    expect(spanishOriginal.text).toMatch(/^Excelente servicio/);
    expect(spanishOriginal).not.toHaveProperty("original_text");
  });

  it("answers English for an unknown locale, and shows the original only where Google translated", async () => {
    const body = await (await get("GET", "?locale=fr")).json();
    expect(received[0]!.url).toBe(`/v1/places/${PLACE_ID}?languageCode=en`);
    expect(body.data.reviews[0]).not.toHaveProperty("original_text");
    expect(body.data.reviews[1]).toMatchObject({
      text: expect.stringMatching(/^Excellent service/),
      original_language: "es",
      original_text: expect.stringMatching(/^Excelente servicio/),
    });
  });

  it("remembers the last good answer per language: a Spanish failure never falls back to the English reviews", async () => {
    answers = ["ok", "500", "ok", "500"];
    await get();
    expect(await (await get("GET", "?locale=es")).json()).toEqual(unavailable);
    const spanish = await (await get("GET", "?locale=es")).json();
    expect(await (await get("GET", "?locale=es")).json()).toEqual(spanish);
    expect(spanish.data.reviews[0].relative_time_description).toBe("hace 2 semanas");
  });

  it("returns 405 for other methods", async () => {
    const response = await get("POST");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});
