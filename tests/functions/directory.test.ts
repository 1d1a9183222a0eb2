import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Netlify deploys every file in netlify/functions as a function, so nothing else may live there.
describe("netlify/functions", () => {
  it("holds only function entry files, no tests or helpers", () => {
    const files = readdirSync("netlify/functions");
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !/^[a-z0-9-]+\.mts$/.test(file) || file.includes(".test."))).toEqual([]);
  });
});
