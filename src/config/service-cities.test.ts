import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readServiceCities } from "./service-cities";

describe("readServiceCities", () => {
  it("lists the city pages in their order, Gilbert (the office) first, without the Spanish files", () => {
    const cities = readServiceCities();
    expect(cities.map((city) => city.slug)).toEqual(["gilbert", "mesa", "chandler", "phoenix", "scottsdale", "tempe", "glendale"]);
    expect(cities[1]).toMatchObject({ name: "Mesa", order: 2, zipCodes: expect.arrayContaining(["85201", "85215"]) });
  });

  it("takes a new city from its file alone", () => {
    const dir = mkdtempSync(join(tmpdir(), "wdnm-cities-"));
    try {
      writeFileSync(join(dir, "queen-creek.md"), "---\nname: Queen Creek\norder: 8\nzipCodes:\n  - '85142'\n---\n\nText\n");
      writeFileSync(join(dir, "queen-creek.es.md"), "---\nname: Queen Creek\n---\n\nTexto\n");
      expect(readServiceCities(dir)).toEqual([{ slug: "queen-creek", name: "Queen Creek", order: 8, zipCodes: ["85142"] }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
