import { describe, expect, it } from "vitest";
import { ApiError } from "@/browser/api-request";
import { emailProblem, linkFormOutcome } from "./my-link-view";

describe("emailProblem", () => {
  it("asks for an email when none is typed, in the page's language, and leaves the rest to the server", () => {
    expect(emailProblem("  ", "es")).toBe("Escriba su correo electrónico");
    expect(emailProblem("not an email", "en")).toBeNull();
  });
});

describe("linkFormOutcome", () => {
  it("gives the one answer for any accepted email, whatever the server's words", () => {
    expect(linkFormOutcome({ status: "sent", message: "anything" }, null)).toEqual({ kind: "sent" });
    expect(linkFormOutcome(undefined, null)).toBeNull();
  });

  it("puts a 400's email message at the field, explains a 429 with the server's words, and fails anything else", () => {
    expect(
      linkFormOutcome(undefined, new ApiError(400, "Bad Request", { fieldErrors: { email: ["Enter a valid email address"] } })),
    ).toEqual({ kind: "field", message: "Enter a valid email address" });
    expect(
      linkFormOutcome(undefined, new ApiError(429, "Too Many Requests", { error: "Too many requests. Try again in an hour." })),
    ).toEqual({ kind: "tooMany", message: "Too many requests. Try again in an hour." });
    expect(linkFormOutcome(undefined, new ApiError(429, "Too Many Requests"))).toEqual({ kind: "tooMany", message: "" });
    expect(linkFormOutcome(undefined, new ApiError(500, "Internal Server Error"))).toEqual({ kind: "failed" });
    expect(linkFormOutcome(undefined, new TypeError("Failed to fetch"))).toEqual({ kind: "failed" });
  });
});
