/**
 * A local stand-in for a Netlify build hook (POST https://api.netlify.com/build_hooks/{id}), on a
 * free loopback port: it keeps every request and answers 200 as Netlify does, or `status`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as received. */
export interface HookRequest {
  method: string | undefined;
  url: string;
  body: string;
}

/** Starts the stand-in; the hook's URL is `${url}/build_hooks/test-hook`. */
export async function startBuildHookStandIn({ status = 200 } = {}) {
  const received: HookRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ method: request.method, url: request.url ?? "", body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    hookUrl: `${url}/build_hooks/test-hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
