import { describe, expect, it } from "vitest";
import { switchHrefKeepingAddress } from "./address-switch";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("switchHrefKeepingAddress", () => {
  it("keeps a private link's token, query and anchor when it switches to the page's twin", () => {
    expect(switchHrefKeepingAddress("/quote", "/es/quote", at("/es/quote/AbC_123", "?deposit=returned", "#install"))).toBe(
      "/quote/AbC_123?deposit=returned#install",
    );
    expect(switchHrefKeepingAddress("/es/invoice", "/invoice", at("/invoice/t0k3n", "?paid=returned"))).toBe(
      "/es/invoice/t0k3n?paid=returned",
    );
    expect(switchHrefKeepingAddress("/es/cancel", "/cancel", at("/cancel/t0k3n/"))).toBe("/es/cancel/t0k3n");
    expect(switchHrefKeepingAddress("/my", "/es/my", at("/es/my/t0k3n"))).toBe("/my/t0k3n");
  });

  it("returns the built link when the address has nothing more than the page's path", () => {
    expect(switchHrefKeepingAddress("/es/my", "/my", at("/my"))).toBe("/es/my");
    expect(switchHrefKeepingAddress("/es", "/", at("/"))).toBe("/es");
  });

  it("adds nothing of another page's path that merely starts the same", () => {
    expect(switchHrefKeepingAddress("/es/quote", "/quote", at("/quotes/x"))).toBe("/es/quote");
  });
});
