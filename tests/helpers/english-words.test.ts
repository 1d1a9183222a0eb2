import { describe, expect, it } from "vitest";
import { findEnglishText } from "./english-words";

const page = (body: string) =>
  `<!doctype html><html lang="es"><head><title>Ventanas</title><style>.the{}</style></head><body>${body}</body></html>`;

describe("findEnglishText", () => {
  it("returns each English sentence with the stop-word it holds", () => {
    const hits = findEnglishText(
      page(
        `<p>Reemplazamos ventanas.</p><h2>What homeowners say on Google</h2><button><span class="sr-only">Enlarge photo</span></button><p>Book your free estimate today.</p>`,
      ),
    );
    expect(hits).toEqual([
      { word: "what", text: "What homeowners say on Google" },
      { word: "your", text: "Book your free estimate today." },
    ]);
  });

  it("returns nothing for Spanish, scripts, styles, hidden parts, parts marked English and proper names", () => {
    const html = page(`
      <p>Instalamos ventanas y puertas con garantía de por vida.</p>
      <script>const theAnswer = "for the win";</script>
      <template><p>Sign in with Google</p></template>
      <a href="/" lang="en" hreflang="en">English</a>
      <blockquote lang="en">Replaced all 14 windows in our home.</blockquote>
      <p hidden>Loading the reviews</p>
      <p>Tiene licencia del Arizona Registrar of Contractors.</p>
      <svg><title>Rated 5 out of 5</title></svg>`);
    expect(findEnglishText(html)).toEqual([]);
  });

  it("reads a sentence across its links, and does not take Spanish words for English ones", () => {
    const hits = findEnglishText(page(`<p>See <a href="/x">our warranty</a> for details.</p><p>Anotamos todo. Es mejor para usted.</p>`));
    expect(hits).toContainEqual({ word: "our", text: "See our warranty for details." });
    expect(hits.every((hit) => !hit.text.startsWith("Anotamos"))).toBe(true);
  });
});
