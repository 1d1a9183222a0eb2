/**
 * The attack: an unsigned 100 MB chunked POST (no Content-Length) to the Twilio webhooks, the
 * sign-in routes and every other function. Each answers 413 (or refuses earlier, without
 * reading), never a 500, having read no more than its limit and a chunk past it, and the
 * process's buffer memory grows by no more than that.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import smsInboundHandler from "../../netlify/functions/sms-inbound.mts";
import smsStatusHandler from "../../netlify/functions/sms-status.mts";
import authHandler from "../../netlify/functions/auth.mts";
import photosHandler from "../../netlify/functions/photos.mts";
import { resetServerEnv } from "../../src/server/env";
import { MAX_BODY_BYTES } from "../../src/server/http/handler";
import { useFunctionDatabase } from "../helpers/function-env";
import { functionRoutes, type FunctionRoute } from "../helpers/function-routes";

useFunctionDatabase();

const SITE = "http://localhost";
const CHUNK = 64 * 1024;
/** What the sender may have produced past the limit: the chunk that crossed it, and one the stream queued meanwhile (never read). */
const SLACK = 2 * CHUNK;
const HUNDRED_MB = 100 * 1024 * 1024;

/** A chunked body of `total` bytes made as it is read; `pulled()` says how much was read. */
function hugeBody(total = HUNDRED_MB) {
  let sent = 0;
  const chunk = new Uint8Array(CHUNK).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += CHUNK;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

/** POSTs a 100 MB chunked form body to `path`; resolves to the status and the bytes read. */
async function postHuge(
  handler: FunctionRoute["handler"],
  path: string,
  { method = "POST", contentType = "application/x-www-form-urlencoded" } = {},
) {
  const body = hugeBody();
  const request = new Request(`${SITE}${path}`, {
    method,
    body: body.stream,
    duplex: "half",
    headers: { "Content-Type": contentType, "X-Twilio-Signature": "forged" },
  } as RequestInit);
  const response = await handler(request, { ip: "203.0.113.9" });
  return { status: response.status, pulled: body.pulled() };
}

/**
 * The most the process's buffer memory (every Uint8Array and Buffer: where a body's bytes would
 * be held) grew above its start while `run` ran, in MB, sampled every millisecond.
 */
async function bufferGrowthMb(run: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage().arrayBuffers;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 1);
  try {
    await run();
  } finally {
    clearInterval(sampler);
  }
  return (Math.max(peak, process.memoryUsage().arrayBuffers) - before) / 1024 / 1024;
}

describe("a 100 MB chunked body", () => {
  beforeAll(() => {
    vi.stubEnv("TWILIO_AUTH_TOKEN", "twilio-token");
    vi.stubEnv("DEV_LOGIN", "true");
    resetServerEnv();
  });

  it.each([
    ["POST /api/sms/inbound", smsInboundHandler, "/api/sms/inbound"],
    ["POST /api/sms/status", smsStatusHandler, "/api/sms/status"],
    ["POST /api/auth/dev-login", authHandler, "/api/auth/dev-login"],
    ["POST /api/auth/callback/google", authHandler, "/api/auth/callback/google"],
    ["POST /api/auth/signin/google", authHandler, "/api/auth/signin/google"],
    ["POST /api/auth/callback/credentials", authHandler, "/api/auth/callback/credentials"],
  ])("answers 413 to %s after reading at most 16 KB and a chunk past it", async (_name, handler, path) => {
    let result = { status: 0, pulled: 0 };
    const growth = await bufferGrowthMb(async () => {
      result = await postHuge(handler, path);
    });
    expect(result.status).toBe(413);
    expect(result.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + SLACK);
    expect(growth).toBeLessThan(4);
  });

  it("answers a photo upload 413 after reading at most the photo limit and a chunk, in the visitor's language", async () => {
    const body = hugeBody();
    const request = new Request(`${SITE}/api/photos?locale=es`, {
      method: "POST",
      body: body.stream,
      duplex: "half",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    const response = await photosHandler(request, { ip: "203.0.113.9" });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe("Esa foto es demasiado grande. Envíe fotos de hasta 4.5 MB.");
    expect(body.pulled()).toBeLessThanOrEqual(4_500_000 + 16 * 1024 + SLACK);
  });

  it("is refused before a byte is read when its Content-Length says it is too large", async () => {
    const body = hugeBody();
    const request = new Request(`${SITE}/api/sms/inbound`, {
      method: "POST",
      body: body.stream,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(HUNDRED_MB) },
    } as RequestInit);
    expect((await smsInboundHandler(request)).status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(SLACK);
  });

  it("never gets a 5xx from any function, by any method that carries a body, nor is read past 16 KB (photos and Stripe's events: their limits)", async () => {
    for (const route of await functionRoutes()) {
      const limit = route.file === "photos.mts" ? 4_500_000 + 16 * 1024 : route.file === "stripe-webhook.mts" ? 64 * 1024 : MAX_BODY_BYTES;
      for (const path of route.paths) {
        for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
          for (const contentType of ["application/json", "multipart/form-data; boundary=x"]) {
            const { status, pulled } = await postHuge(route.handler, path, { method, contentType });
            expect.soft(status, `${method} ${path} (${contentType})`).toBeLessThan(500);
            expect.soft(pulled, `${method} ${path} read`).toBeLessThanOrEqual(limit + SLACK);
          }
        }
      }
    }
  }, 120_000);
});
