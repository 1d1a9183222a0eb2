import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from "./errors";
import { MAX_BODY_BYTES, route, withBody } from "./handler";
import { json } from "./headers";

const schema = z.object({
  name: z.string().trim().min(1, "Enter your name"),
  age: z.number({ error: "Age must be a number" }).int().min(0),
});

const handler = route({
  GET: async () => json({ hello: "world" }),
  POST: withBody(schema, async ({ body }) => json({ greeting: `Hi ${body.name}` }, { status: 201 })),
});

const post = (body: BodyInit, headers: HeadersInit = { "Content-Type": "application/json" }) =>
  handler(new Request("http://localhost/api/test", { method: "POST", body, headers }));

afterEach(() => vi.restoreAllMocks());

describe("route", () => {
  it("returns the handler's JSON with security headers and no caching", async () => {
    const response = await handler(new Request("http://localhost/api/test"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: "world" });
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("parses a valid body with the schema", async () => {
    const response = await post(JSON.stringify({ name: "  Ana ", age: 40 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ greeting: "Hi Ana" });
  });

  it("returns 400 with a message per field when fields are missing or of the wrong type", async () => {
    const response = await post(JSON.stringify({ name: "", age: "forty" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.fieldErrors).toEqual({ name: ["Enter your name"], age: ["Age must be a number"] });
  });

  it("returns 400 when the body is not JSON", async () => {
    const response = await post("{name: oops");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: "The request body is not valid JSON." });
  });

  it("returns 400 when the body is not an object", async () => {
    const response = await post("[1,2,3]");
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors._form).toHaveLength(1);
  });

  it("returns 413 when the body is larger than the limit, even without a Content-Length", async () => {
    const big = JSON.stringify({ name: "x".repeat(MAX_BODY_BYTES), age: 1 });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect((await declared.json()).error).toBe("The request is too large. Send at most 16 KB.");

    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await handler(
      new Request("http://localhost/api/test", {
        method: "POST",
        body: stream,
        headers: { "Content-Type": "application/json" },
        duplex: "half",
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  it("returns 405 with an Allow header for a method it does not serve", async () => {
    const response = await handler(new Request("http://localhost/api/test", { method: "DELETE" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
  });

  it.each([
    [new UnauthorizedError(), 401],
    [new ForbiddenError(), 403],
    [new NotFoundError(), 404],
    [new ConflictError("That slot was just taken."), 409],
  ])("maps %s to status %i", async (error, status) => {
    const failing = route({ GET: async () => Promise.reject(error) });
    const response = await failing(new Request("http://localhost/api/x"));
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(error.message);
  });

  it("logs a failed query by name, code and message, never its parameters", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "Ana Lopez"'), { code: "22P02" });
    const failedQuery = Object.assign(new Error("Failed query: insert into appointments values ($1, $2)\nparams: Ana,ana@example.com"), {
      name: "DrizzleQueryError",
      cause,
    });
    const failing = route({ GET: async () => Promise.reject(failedQuery) });
    expect((await failing(new Request("http://localhost/api/cancel/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde"))).status).toBe(500);
    const line = log.mock.calls.flat().map(String).join(" ");
    expect(line).toContain("DrizzleQueryError");
    expect(line).toContain("code 22P02");
    expect(line).toContain("GET /api/cancel/{secret}");
    expect(line).not.toMatch(/Ana|ana@example|AbCdEf/);
  });

  it("returns a plain 500 and logs an unexpected error without leaking it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = route({ GET: async () => Promise.reject(new Error("secret connection string")) });
    const response = await failing(new Request("http://localhost/api/x"));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret");
    expect(text).not.toContain("at ");
    expect(log).toHaveBeenCalledOnce();
  });
});

describe("route, for a request from another site", () => {
  const write = (headers: Record<string, string>, body = JSON.stringify({ name: "Ana", age: 40 })) =>
    handler(
      new Request("http://localhost/api/test", { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } }),
    );

  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["a sandboxed page's Origin: null", { Origin: "null" }],
    ["another site's Referer and no Origin", { Referer: "https://evil.example/page" }],
    ["Sec-Fetch-Site: cross-site and no Origin", { "Sec-Fetch-Site": "cross-site" }],
  ])("refuses %s with 403", async (_case, headers) => {
    const response = await write(headers);
    expect(response.status).toBe(403);
    expect((await response.json()).error).toBe("This request must come from this site.");
  });

  it.each([
    ["this site's Origin", { Origin: "http://localhost" }],
    ["the configured SITE_URL's Origin", { Origin: "https://www.windowsanddoorsnearme.com" }],
    ["no Origin at all (a server-side client)", {}],
    ["Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin" }],
  ])("accepts %s", async (_case, headers) => {
    expect((await write(headers)).status).toBe(201);
  });

  it("accepts the origin Netlify names for the site", async () => {
    const request = new Request("http://localhost/api/test", {
      method: "POST",
      body: JSON.stringify({ name: "Ana", age: 40 }),
      headers: { "Content-Type": "application/json", Origin: "https://wdnm.netlify.app" },
    });
    expect((await handler(request, { site: { url: "https://wdnm.netlify.app" } })).status).toBe(201);
  });

  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a form post", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
  ])("refuses a %s body with 415, even when it holds JSON", async (_case, contentType) => {
    const response = await write({ "Content-Type": contentType });
    expect(response.status).toBe(415);
  });

  it("refuses a body without a Content-Type with 415", async () => {
    const response = await handler(
      new Request("http://localhost/api/test", { method: "POST", body: new Blob([JSON.stringify({ name: "Ana", age: 40 })]) }),
    );
    expect(response.status).toBe(415);
  });

  it("lets a route that takes forms (Auth.js's) receive them, but not from another site", async () => {
    const forms = route({ POST: async ({ request }) => json({ got: await request.text() }) }, { acceptForms: true });
    const form = (origin: string) =>
      forms(
        new Request("http://localhost/api/auth/callback", {
          method: "POST",
          body: "csrfToken=x",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        }),
      );
    expect((await form("http://localhost")).status).toBe(200);
    expect((await form("https://evil.example")).status).toBe(403);
  });

  it("accepts application/json with a charset", async () => {
    expect((await write({ "Content-Type": "application/json; charset=utf-8" })).status).toBe(201);
  });

  it("leaves reads alone, whatever their origin", async () => {
    const response = await handler(
      new Request("http://localhost/api/test", { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } }),
    );
    expect(response.status).toBe(200);
  });
});

describe("route, for a browser navigation", () => {
  const failing = route({
    GET: async () => {
      throw new ForbiddenError();
    },
  });
  const navigate = (handle: (request: Request) => Promise<Response>, accept: string) =>
    handle(new Request("http://localhost/api/test", { headers: { accept } }));

  it("returns a readable HTML page with the same status when a navigation fails", async () => {
    const response = await navigate(failing, "text/html,application/xhtml+xml,*/*;q=0.8");
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain("<title>Not allowed</title>");
    expect(html).toContain("You don&#39;t have permission to access this page.");
  });

  it("links to the sign-in screen when a navigation needs a signed-in visitor", async () => {
    const signedOut = route({
      GET: async () => {
        throw new UnauthorizedError();
      },
    });
    const html = await (await navigate(signedOut, "text/html")).text();
    expect(html).toContain('<a href="/login">Sign in</a>');
    expect(html).toContain("Please sign in to continue.");
  });

  it("keeps JSON for fetch callers, which do not ask for HTML", async () => {
    const response = await navigate(failing, "*/*");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: "You don't have permission to access this page." });
  });

  it("keeps a successful answer as it is, even for a navigation", async () => {
    const response = await navigate(handler, "text/html");
    expect(await response.json()).toEqual({ hello: "world" });
  });

  it("keeps the Allow header on the page for a method that is not allowed", async () => {
    const response = await handler(new Request("http://localhost/api/test", { method: "DELETE", headers: { accept: "text/html" } }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
    expect(await response.text()).toContain("Method DELETE is not allowed here.");
  });
});

describe("route, with a zod/mini schema", () => {
  it("returns zod's English message for a rule the schema gives no message of its own", async () => {
    const mini = await import("zod/mini");
    const miniHandler = route({
      POST: withBody(mini.object({ crews: mini.number().check(mini.minimum(1)) }), async () => json({ ok: true })),
    });
    const response = await miniHandler(
      new Request("http://localhost/api/test", {
        method: "POST",
        body: JSON.stringify({ crews: 0 }),
        headers: { "Content-Type": "application/json" },
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ crews: ["Too small: expected number to be >=1"] });
  });
});
