import { describe, expect, it } from "vitest";
import { privateLinks } from "./documents";
import { linkUrl } from "./urls";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
const SITE = { SITE_URL: "https://windowsdoors.example/" };

describe("linkUrl", () => {
  it.each([
    ["visit", privateLinks.visit, "/cancel"],
    ["quote", privateLinks.quote, "/quote"],
    ["change order", privateLinks.changeOrder, "/change-order"],
    ["invoice", privateLinks.invoice, "/invoice"],
    ["customer's page", privateLinks.myPage, "/my"],
  ])("returns a %s's page for the token in English and in Spanish", (_name, document, page) => {
    expect(linkUrl(document, TOKEN, "en", SITE)).toBe(`https://windowsdoors.example${page}/${TOKEN}`);
    expect(linkUrl(document, TOKEN, "es", SITE)).toBe(`https://windowsdoors.example/es${page}/${TOKEN}`);
  });

  it("returns the address on the deploy's own URL when no site URL is set", () => {
    expect(linkUrl(privateLinks.quote, TOKEN, "es", { URL: "https://deploy-preview-7--site.netlify.app" })).toBe(
      `https://deploy-preview-7--site.netlify.app/es/quote/${TOKEN}`,
    );
  });
});
