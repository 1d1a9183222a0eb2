// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SIGN_IN_UNAVAILABLE_PATH } from "@/core/sign-in-unavailable";
import { SIGN_IN_UNAVAILABLE_TEXT, SignInCard } from "./sign-in-card";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("SignInCard", () => {
  it("explains that sign-in is not set up when /api/auth/google sent the visitor back", async () => {
    window.history.replaceState(null, "", SIGN_IN_UNAVAILABLE_PATH);
    render(<SignInCard supportEmail="support@example.com" />);
    expect(await screen.findByText(SIGN_IN_UNAVAILABLE_TEXT)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact support" }).getAttribute("href")).toBe("mailto:support@example.com");
  });

  it("shows no explanation on an ordinary visit to /login", () => {
    window.history.replaceState(null, "", "/login");
    render(<SignInCard supportEmail="support@example.com" />);
    expect(screen.queryByText(SIGN_IN_UNAVAILABLE_TEXT)).toBeNull();
    expect(screen.getByRole("link", { name: /Continue with Google/ }).getAttribute("href")).toBe("/api/auth/google");
  });
});
