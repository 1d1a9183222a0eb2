import { describe, expect, it } from "vitest";
import type { PageAudit, SeoProblem } from "@/core/seo-audit/types";
import { scoreLabel, visiblePages } from "./seo-view";

const error: SeoProblem = { check: "title", severity: "error", message: "e" };
const warning: SeoProblem = { check: "h1", severity: "warning", message: "w" };
const page = (path: string, score: number, problems: SeoProblem[] = [], noindex = false) =>
  ({ path, score, problems, noindex }) as PageAudit;

describe("visiblePages", () => {
  const pages = [
    page("/b", 100),
    page("/a", 100),
    page("/x", 75, [error]),
    page("/w", 75, [warning, warning, warning, warning, warning]),
    page("/login", 95, [warning], true),
  ];

  it("returns every page, lowest score first, then most errors, then by path", () => {
    expect(visiblePages(pages, "all", "").map((p) => p.path)).toEqual(["/x", "/w", "/login", "/a", "/b"]);
  });

  it("returns the pages with errors, with warnings, or noindex", () => {
    expect(visiblePages(pages, "errors", "").map((p) => p.path)).toEqual(["/x"]);
    expect(visiblePages(pages, "warnings", "").map((p) => p.path)).toEqual(["/w", "/login"]);
    expect(visiblePages(pages, "noindex", "").map((p) => p.path)).toEqual(["/login"]);
  });

  it("returns the pages whose path contains the search, ignoring case and spaces around it", () => {
    expect(visiblePages(pages, "all", " LOG ").map((p) => p.path)).toEqual(["/login"]);
  });
});

describe("scoreLabel", () => {
  it("returns Good from 90, Needs work from 70, otherwise Poor", () => {
    expect([100, 90, 89, 70, 69, 0].map(scoreLabel)).toEqual(["Good", "Good", "Needs work", "Needs work", "Poor", "Poor"]);
  });
});
