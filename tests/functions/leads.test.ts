import { createServer, type Server } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import leadsHandler from "../../netlify/functions/leads.mts";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, leads } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { useFunctionEnv } from "../helpers/function-env";
import { openTestDatabase, type TestDatabase } from "../helpers/database";

let database: TestDatabase;
let forwardServer: Server;
let forwardUrl: string;
/** Status the stand-in admin host answers with, one per request; 200 once the list runs out. */
let answers: number[] = [];
const received: unknown[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  forwardServer = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push(JSON.parse(body));
      res.writeHead(answers.shift() ?? 200, { "Content-Type": "application/json" }).end(JSON.stringify({ success: true, message: "ok" }));
    });
  });
  await new Promise<void>((resolve) => forwardServer.listen(0, "127.0.0.1", resolve));
  forwardUrl = `http://127.0.0.1:${(forwardServer.address() as { port: number }).port}/api/public/leads/capture`;
});
afterAll(async () => {
  forwardServer.close();
  await database.stop();
});
useFunctionEnv(() => database.url);
beforeEach(() => {
  received.length = 0;
});

const lead = (change: Record<string, unknown> = {}) => ({
  firstName: "Lena",
  lastName: "Ortiz",
  email: `lena${Math.random()}@example.com`,
  phone: "602-555-0123",
  service: "energy-efficiency",
  projectDetails: "West-facing windows",
  source: "contact-page",
  ...change,
});
const post = (body: unknown) =>
  leadsHandler(
    new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
const stored = async (email: string) => (await getDb().select().from(leads).where(eq(leads.email, email)))[0];

describe("POST /api/leads", () => {
  it("stores the lead, notifies the admins and answers with the thank-you message", async () => {
    const body = lead();
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "Thank you for your inquiry. We'll contact you within 24 hours." });
    const row = await stored(body.email);
    expect(row).toMatchObject({ service: "energy-efficiency", status: "new", forwardStatus: "not-configured" });
    const notices = await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, row!.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.status).toBe("sent");
  });

  it("refuses bad input with 400, success false and a message per field", async () => {
    const response = await post(lead({ email: "nope", service: "roofing", firstName: "" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["email", "firstName", "service"]);
  });

  it("forwards the spec's fields to the external admin host, retrying a failure", async () => {
    vi.stubEnv("LEADS_FORWARD_URL", forwardUrl);
    resetServerEnv();
    answers = [503];
    const body = lead();
    expect((await post(body)).status).toBe(201);
    expect(received).toHaveLength(2);
    expect(received[1]).toEqual({
      firstName: "Lena",
      lastName: "Ortiz",
      email: body.email,
      phone: "602-555-0123",
      service: "energy-efficiency",
      projectDetails: "West-facing windows",
      source: "contact-page",
    });
    expect(await stored(body.email)).toMatchObject({ forwardStatus: "sent", forwardAttempts: 2 });
  });

  it("keeps the lead when the external host is down, marked for a later retry", async () => {
    vi.stubEnv("LEADS_FORWARD_URL", forwardUrl);
    resetServerEnv();
    answers = [500, 500, 500];
    const body = lead();
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await stored(body.email)).toMatchObject({ forwardStatus: "failed", forwardAttempts: 3 });
  });
});
