import { describe, expect, it } from "vitest";
import { serviceCitiesOf } from "./service-cities-loader";

describe("serviceCitiesOf", () => {
  it("returns each city entry's facts in list order, the slug its id", () => {
    const entries = [
      { id: "queen-creek", data: { name: "Queen Creek", order: 8, zipCodes: ["85142"], title: "Windows in Queen Creek" } },
      { id: "gilbert", data: { name: "Gilbert", order: 1, zipCodes: ["85233", "85234"] } },
      { id: "apache-junction", data: { name: "Apache Junction", order: 8, zipCodes: ["85119"] } },
    ];
    expect(serviceCitiesOf(entries)).toEqual([
      { slug: "gilbert", name: "Gilbert", order: 1, zipCodes: ["85233", "85234"] },
      { slug: "apache-junction", name: "Apache Junction", order: 8, zipCodes: ["85119"] },
      { slug: "queen-creek", name: "Queen Creek", order: 8, zipCodes: ["85142"] },
    ]);
  });
});
