/**
 * A stand-in for Google's Places API (New) in the browser tests: the site's
 * GOOGLE_PLACES_BASE_URL points here (playwright.config.ts), and Place Details answers with
 * the recorded response in the language asked for (`languageCode`): tests/fixtures/places-details.json
 * for English, places-details-es.json for Spanish (translated `text`, the reviewer's
 * `originalText` beside it), as Google does. Author photos are left out:
 * they live on Google's image host, which these machines cannot reach.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

export const PLACES_PORT = Number(process.env.E2E_PLACES_PORT ?? 4527);
export const E2E_PLACES = { apiKey: "e2e-places-key", placeId: "e2e-place-id" };

interface RecordedPlace {
  rating: number;
  userRatingCount: number;
  reviews: { authorAttribution: Record<string, string> }[];
}

/** The recorded answer in one language, without the photos this machine cannot fetch. */
function recordedAnswer(file: string): string {
  const place = JSON.parse(readFileSync(file, "utf8")) as RecordedPlace;
  for (const review of place.reviews) delete review.authorAttribution.photoUri;
  return JSON.stringify(place);
}

export async function startPlacesServer(): Promise<() => Promise<void>> {
  const bodies: Record<string, string> = {
    en: recordedAnswer("tests/fixtures/places-details.json"),
    es: recordedAnswer("tests/fixtures/places-details-es.json"),
  };
  const server = createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? "/", "http://localhost");
    const body = bodies[searchParams.get("languageCode") ?? "en"] ?? bodies.en;
    if (request.headers["x-goog-api-key"] !== E2E_PLACES.apiKey) {
      response
        .writeHead(403, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { code: 403, status: "PERMISSION_DENIED", message: "API key not valid." } }));
    } else if (pathname !== `/v1/places/${E2E_PLACES.placeId}`) {
      response
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { code: 404, status: "NOT_FOUND", message: "Place not found." } }));
    } else {
      response.writeHead(200, { "Content-Type": "application/json" }).end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(PLACES_PORT, "127.0.0.1", resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
