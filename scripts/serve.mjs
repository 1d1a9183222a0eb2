/**
 * Serves the production build the way Netlify does: static files from dist/ with
 * _headers and _redirects through Netlify's own local emulation, and netlify/functions at
 * their configured paths (scripts/local-functions.mjs explains why those run in-process).
 */
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createServer } from "node:http";
import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { NetlifyDev } from "@netlify/dev";
import { HeadersHandler } from "@netlify/headers";
import { loadFunctionModules, loadFunctions } from "./local-functions.mjs";

/**
 * Starts the server and resolves once it listens.
 * @param {{ host: string, port: number }} options
 */
export async function serveBuild({ host, port }) {
  const netlify = new NetlifyDev({
    projectRoot: process.cwd(),
    // Offline: no Netlify account, no edge functions, no remote images or AI gateway.
    edgeFunctions: { enabled: false },
    environmentVariables: { enabled: false },
    images: { enabled: false },
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    geolocation: { enabled: false },
    functions: { enabled: false },
  });
  await netlify.start();
  const functions = await loadFunctionModules();
  const callFunction = await loadFunctions(functions);
  const rules = await readRewriteRules();
  const headers = new HeadersHandler({ projectDir: process.cwd(), publishDir: "dist", logger: console });

  const server = createServer(async (req, res) => {
    try {
      // A path that cannot be decoded (`/es/%`) names no file: the site's 404 (the emulation would throw on it).
      const pathname = decodedPath(req.url ?? "/");
      const response =
        (await callFunction(
          new URL(req.url ?? "/", "http://localhost").pathname,
          () => toWebRequest(req),
          clientAddress(req),
          req.method,
        )) ??
        (pathname === null
          ? undefined
          : await asNetlifyServes(await netlify.handleAndIntrospectNodeRequest(req), pathname, rules, headers)) ??
        (await notFound(netlify, req));
      await send(response, res, String(req.headers["accept-encoding"] ?? ""));
    } catch (error) {
      console.error(`${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal error");
    }
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  return {
    url: `http://${host}:${port}`,
    /** Every function loaded, the scheduled ones too (scripts/scheduled-jobs.mjs runs those). */
    functions,
    async close() {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await netlify.stop();
    },
  };
}

/** The client's address from the socket (IPv4 without the "::ffff:" prefix); headers are never trusted for it. */
function clientAddress(req) {
  return req.socket.remoteAddress?.replace(/^::ffff:/, "");
}

/** The Node request as a web Request (the body streams through). */
function toWebRequest(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`), {
    method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: hasBody ? "half" : undefined,
  });
}

/** The rules of dist/_redirects in order, each as its path (`/es/*`) and status. */
async function readRewriteRules() {
  const text = await readFile("dist/_redirects", "utf8").catch(() => "");
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, , status = "301"] = line.split(/\s+/);
      return { from, status };
    });
}

/** Whether a rule's path (`/es/*` or `/navigation`) matches `pathname`. */
function ruleMatches(from, pathname) {
  return from.endsWith("/*") ? `${pathname}/`.startsWith(from.slice(0, -1)) : from.replace(/\/+$/, "") === pathname;
}

/**
 * The emulation's response put right where a rule in _redirects matched, as Netlify serves it:
 * a path that a built file serves is that file under its own path's _headers (the rule is
 * shadowed), where the emulation sent the rule target's headers; and a path that the first
 * matching rule answers with status 404 (`/es/*  /es/404  404`) has status 404, where the
 * emulation rewrote with 200.
 */
async function asNetlifyServes(result, pathname, rules, headers) {
  if (result?.type !== "redirect") return result?.response;
  const built = [pathname, `${pathname}.html`, `${pathname}/index.html`].some(
    (file) => !file.includes("..") && existsSync(join("dist", file)) && statSync(join("dist", file)).isFile(),
  );
  if (built) {
    await headers.apply(new Request(new URL(pathname, "http://localhost")), result.response);
    return result.response;
  }
  if (rules.find((rule) => ruleMatches(rule.from, pathname))?.status !== "404") return result.response;
  return new Response(result.response.body, { status: 404, headers: result.response.headers });
}

/** The URL's path, decoded and without a trailing slash; null when it cannot be decoded (`/es/%`), which no built file serves. */
function decodedPath(url) {
  try {
    return decodeURIComponent(new URL(url, "http://localhost").pathname).replace(/\/+$/, "");
  } catch {
    return null;
  }
}

/** Netlify answers an unmatched path with the site's 404.html and status 404. */
async function notFound(netlify, req) {
  const page = await netlify.handle(new Request(new URL("/404", `http://${req.headers.host}`)));
  const headers = new Headers(page?.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(page?.body ?? "Not found", { status: 404, headers });
}

/** Text worth compressing, as Netlify's CDN compresses it. */
const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Writes a web Response to Node's response, keeping every Set-Cookie header, and
 * compresses text with brotli or gzip like Netlify's CDN, so local measurements are honest.
 */
async function send(response, res, acceptEncoding) {
  const headers = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  if (!response.body) {
    res.writeHead(response.status, headers);
    return res.end();
  }
  const encoding =
    compressible.test(headers["content-type"] ?? "") && !headers["content-encoding"]
      ? /\bbr\b/.test(acceptEncoding)
        ? "br"
        : /\bgzip\b/.test(acceptEncoding)
          ? "gzip"
          : null
      : null;
  if (encoding) {
    delete headers["content-length"];
    headers["content-encoding"] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  res.writeHead(response.status, headers);
  const body = Readable.fromWeb(response.body);
  if (!encoding) return body.pipe(res);
  const compressor = encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
  body.pipe(compressor).pipe(res);
}
