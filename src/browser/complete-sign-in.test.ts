// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_RETURN_TO_KEY } from "./auth-return";
import { completeSignIn } from "./complete-sign-in";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("completeSignIn", () => {
  it("does nothing on a page that is not a sign-in's return", () => {
    window.history.replaceState(null, "", "/admin/quotes?status=sent");
    expect(completeSignIn()).toBe(false);
    expect(window.location.search).toBe("?status=sent");
  });

  it("drops ?auth=success and goes to the page that asked for the sign-in", () => {
    const assign = vi.fn();
    window.history.replaceState(null, "", "/?auth=success");
    sessionStorage.setItem(AUTH_RETURN_TO_KEY, "/admin/texts?show=all");
    vi.stubGlobal("location", { ...window.location, href: window.location.href, assign });
    expect(completeSignIn()).toBe(true);
    expect(assign).toHaveBeenCalledWith("/admin/texts?show=all");
    expect(sessionStorage.getItem(AUTH_RETURN_TO_KEY)).toBeNull();
  });

  it("stays on the page when the sign-in came back to it, the query removed", () => {
    window.history.replaceState(null, "", "/admin/dashboard?auth=success");
    sessionStorage.setItem(AUTH_RETURN_TO_KEY, "/admin/dashboard");
    expect(completeSignIn()).toBe(false);
    expect(window.location.pathname + window.location.search).toBe("/admin/dashboard");
  });
});
