/**
 * Runs one packed function the way a cold Lambda would: a fresh process whose working
 * folder is the function's unpacked (read-only) zip. Imports the bundle, times the
 * import, optionally calls it with one request, and prints one JSON line:
 * `{ loadMs, config, response: { status, body } | null }`.
 * Usage: node run-function-bundle.mjs <bundle path inside the zip> [request JSON]
 * (request JSON: `{ url, method?, headers?, body? }`, or `file` in place of `body` for an upload)
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [main, requestJson] = process.argv.slice(2);
const started = performance.now();
const module = await import(pathToFileURL(resolve(main)).href);
const loadMs = performance.now() - started;

let response = null;
if (requestJson) {
  const { url, method = "GET", body, headers = {}, file } = JSON.parse(requestJson);
  // `file` ({ field, name, type, base64 }): a multipart/form-data upload instead of a JSON body.
  const form = file && new FormData();
  form?.append(file.field, new File([Buffer.from(file.base64, "base64")], file.name, { type: file.type }));
  const request = new Request(url, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
  const answer = await module.default(request, { params: {}, ip: "127.0.0.1", site: { url: new URL(url).origin } });
  response = { status: answer.status, body: answer.status === 204 ? "" : await answer.text() };
}
process.stdout.write(`${JSON.stringify({ loadMs, config: module.config, response })}\n`);
// Database pools would keep the process alive; a Lambda is frozen here instead.
process.exit(0);
