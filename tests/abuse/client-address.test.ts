/**
 * The per-address limit counts the client's socket address under `npm start`
 * (scripts/serve.mjs), whatever forwarding headers the client sends. Requests leave from
 * different loopback addresses (127.x.y.z all reach this machine) to play different clients.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBuild } from "../../scripts/serve.mjs";
import { freePort, openTestDatabase, type TestDatabase } from "../helpers/database";

let database: TestDatabase;
let server: { url: string; close(): Promise<void> };
const saved = { ...process.env };

beforeAll(async () => {
  database = await openTestDatabase();
  // The functions are bundled and loaded by serve.mjs, so they read the real environment.
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    LEADS_PER_ADDRESS_PER_HOUR: "2",
    SMTP_URL: "",
    MAIL_OUTBOX_DIR: "/tmp/wdnm-client-address-outbox",
  });
  server = await serveBuild({ host: "127.0.0.1", port: await freePort() });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.stop();
  process.env = saved;
});

let sent = 0;
function postLead(localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  sent++;
  const body = JSON.stringify({
    firstName: "Ip",
    lastName: "Test",
    email: `ip${sent}@example.com`,
    phone: `(602) 555-${String(sent).padStart(4, "0")}`,
    service: "general-inquiry",
    projectDetails: `note ${sent}`,
  });
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/api/leads`,
      {
        method: "POST",
        localAddress,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the client address under npm start", () => {
  it("is the socket's: forwarding headers change nothing, another address has its own count", async () => {
    const spoof = (n: number) => ({
      "X-Forwarded-For": `198.51.100.${n}`,
      "X-Real-IP": `198.51.100.${n}`,
      "X-Nf-Client-Connection-Ip": `198.51.100.${n}`,
    });
    expect(await postLead("127.0.0.2", spoof(1))).toBe(201);
    expect(await postLead("127.0.0.2", spoof(2))).toBe(201);
    expect(await postLead("127.0.0.2", spoof(3))).toBe(429);
    expect(await postLead("127.0.0.3")).toBe(201);
  });
});
