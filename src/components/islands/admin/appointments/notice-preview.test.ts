import { describe, expect, it } from "vitest";
import { noticePreview, silentPreview, toldText } from "./notice-preview";

describe("noticePreview", () => {
  it("returns who is told, how and in which language, for each change", () => {
    expect(noticePreview("Ana", { email: "ana@example.com", text: true, locale: "es" }, "confirmed")).toBe(
      "Ana will get an email and a text, in Spanish, saying the visit is confirmed, with the updated calendar invitation.",
    );
    expect(noticePreview("Ben", { email: "ben@example.com", text: false, locale: "en" }, "cancelled")).toBe(
      "Ben will get an email, in English, saying the visit is cancelled, and the event leaves their calendar.",
    );
  });

  it("returns that nobody is told when the admin chose so", () => {
    expect(silentPreview("Ana")).toMatch(/^Nobody will be told\. Use this when Ana already knows/);
  });
});

describe("toldText", () => {
  it("returns the history's words for what was sent", () => {
    expect(["email", "email and text", "nobody"].map(toldText)).toEqual([
      "told the customer by email",
      "told the customer by email and text",
      "chose not to tell the customer",
    ]);
  });
});
