/** GET /api/admin/waiting against the real database: what waits for the office, counted as the dashboard counts it. */
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { smsMessages } from "../../src/server/db/schema";
import { callAdmin, seedAppointment, seedLead, useAdminEnv } from "./fixtures";
import { useFunctionDatabase } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

/** An inbound text row as the webhook stores one: `kind` the keyword it was taken for, or "message". */
const received = (kind: string, status = "received") => ({
  direction: "inbound",
  kind,
  status,
  phone: "+14805550111",
  body: "…",
  createdAt: NOW,
  updatedAt: NOW,
});

const waiting = async () => {
  const response = await callAdmin("/api/admin/waiting");
  expect(response.status).toBe(200);
  return response.json();
};

describe("GET /api/admin/waiting", () => {
  it("counts pending visits whatever their date, new leads that are not spam, and customers' messages nobody answered", async () => {
    const before = await waiting();
    const dashboardBefore = await (await callAdmin("/api/admin/dashboard")).json();
    await seedAppointment({ status: "pending", appointmentDate: "2026-12-03" });
    await seedAppointment({ status: "pending", appointmentDate: "2026-11-20" });
    await seedAppointment({ status: "confirmed" });
    await seedAppointment({ status: "cancelled" });
    await seedLead({ status: "new" });
    await seedLead({ status: "new", spamReason: "honeypot" });
    await seedLead({ status: "contacted" });
    // A message waiting, one answered, a STOP the site answered, and a text stored before the inbox kept track of kinds.
    await getDb()
      .insert(smsMessages)
      .values([received("message"), received("message", "answered"), received("stop"), received("reply")]);

    const after = await waiting();
    expect(after).toEqual({
      visitsToConfirm: before.visitsToConfirm + 2,
      newLeads: before.newLeads + 1,
      textsToAnswer: before.textsToAnswer + 1,
      jobsWaiting: before.jobsWaiting,
    });
    // The dashboard's figures are the same counts.
    const dashboard = await (await callAdmin("/api/admin/dashboard")).json();
    expect({ pending: dashboard.pending - dashboardBefore.pending, newLeads: dashboard.newLeads - dashboardBefore.newLeads }).toEqual({
      pending: 2,
      newLeads: 1,
    });
    expect({ pending: dashboard.pending, newLeads: dashboard.newLeads }).toEqual({
      pending: after.visitsToConfirm,
      newLeads: after.newLeads,
    });
  });

  it("is never cached", async () => {
    expect((await callAdmin("/api/admin/waiting")).headers.get("cache-control")).toMatch(/no-store/);
  });
});
