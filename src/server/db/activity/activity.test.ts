import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useFunctionDatabase } from "../../../../tests/helpers/function-env";
import { getDb } from "../client";
import { adminActivity } from "../schema";
import { activityRowSql } from "./activity";

useFunctionDatabase();

describe("activityRowSql", () => {
  it("keeps who did what, and the record can be neither changed nor deleted", async () => {
    const at = new Date("2026-11-29T17:00:00Z");
    await getDb().execute(
      activityRowSql({
        at,
        actorEmail: "maria@example.com",
        actorName: "Maria",
        personId: null,
        action: "team.add",
        subjectId: "marco@example.com",
        detail: { role: "installer" },
      }),
    );
    const [row] = await getDb().select().from(adminActivity).where(eq(adminActivity.action, "team.add"));
    expect(row).toMatchObject({ at, actorEmail: "maria@example.com", actorName: "Maria", jobId: null, detail: { role: "installer" } });
    await expect(getDb().update(adminActivity).set({ actorName: "Someone" }).where(eq(adminActivity.id, row!.id))).rejects.toThrow();
    await expect(getDb().delete(adminActivity).where(eq(adminActivity.id, row!.id))).rejects.toThrow();
  });
});
