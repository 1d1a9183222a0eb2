/**
 * The photos function alone in a process, as a Netlify instance of it runs: only its bundle
 * loaded, serving POST /api/photos on 127.0.0.1:PORT. For scripts/bench-photos.mjs, which reads
 * this process's memory; on SIGUSR2 it collects garbage and says "collected", so the figures
 * are of memory held, not of garbage not yet collected. Needs `--expose-gc`.
 * Usage: node --expose-gc scripts/bench-photos-server.mjs <bundle.mjs>
 */
import { createServer } from "node:http";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";

const { default: handler } = await import(pathToFileURL(resolve(process.argv[2])).href);
const port = Number(process.env.PORT);

const server = createServer(async (req, res) => {
  const origin = `http://${req.headers.host}`;
  const request = new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers: /** @type {Record<string, string>} */ (req.headers),
    body: req.method === "POST" ? Readable.toWeb(req) : undefined,
    duplex: "half",
  });
  const response = await handler(request, { ip: "127.0.0.1", site: { url: origin } });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
server.listen(port, "127.0.0.1", () => console.log("listening"));

process.on("SIGUSR2", () => {
  globalThis.gc?.();
  console.log("collected");
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
