import { expect, it } from "vitest";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { describeOnRealPostgres, useRealPostgresFunctionDatabase } from "../helpers/function-env";

// Real PostgreSQL: simultaneous writes really race here, unlike in PGlite.
const NOW = new Date("2026-12-01T16:30:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();

describeOnRealPostgres("marking the tempered upgrade under concurrency (real PostgreSQL)", () => {
  it("returns 201 for exactly one of five simultaneous tempered options, 409 for the rest", async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        callAdmin("/api/admin/price-book/options", {
          method: "POST",
          body: { name: `Tempered ${index}`, price: { per: "square-foot", cents: 800 }, tempered: true },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const { options } = await (await callAdmin("/api/admin/price-book")).json();
    expect(options.filter((option: { tempered: boolean; active: boolean }) => option.tempered && option.active)).toHaveLength(1);
  });
});
