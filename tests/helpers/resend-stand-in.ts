/**
 * A local stand-in for Resend's HTTP API (POST /emails), on a free loopback port: it keeps
 * every request and answers as Resend does. Point RESEND_BASE_URL at `url`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One POST /emails as received. */
export interface ResendRequest {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

/** Starts the stand-in; with `refuse`, every send is answered 422 as Resend answers a bad request. */
export async function startResendStandIn({ refuse = false } = {}) {
  const received: ResendRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      response.setHeader("content-type", "application/json");
      if (request.method !== "POST" || request.url !== "/emails") {
        response.writeHead(404).end(JSON.stringify({ name: "not_found", message: "Not found", statusCode: 404 }));
        return;
      }
      if (refuse) {
        response
          .writeHead(422)
          .end(JSON.stringify({ name: "validation_error", message: "The from address is not verified.", statusCode: 422 }));
        return;
      }
      received.push({
        authorization: request.headers.authorization,
        idempotencyKey: request.headers["idempotency-key"] as string | undefined,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      response.writeHead(200).end(JSON.stringify({ id: `email-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
