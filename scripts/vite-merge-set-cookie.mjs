/**
 * Under `astro dev`, Netlify's function emulation copies a web Response onto Node's
 * response with one `setHeader` call per header, so of several `Set-Cookie` values only
 * the last survives (and Auth.js fails with MissingCSRF). This dev-only middleware makes
 * repeated `Set-Cookie` writes append instead of replace.
 * @returns {import("vite").Plugin}
 */
export function mergeSetCookie() {
  return {
    name: "merge-set-cookie",
    enforce: "pre",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((_req, res, next) => {
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) => {
          if (String(name).toLowerCase() !== "set-cookie") return setHeader(name, value);
          const previous = res.getHeader("set-cookie");
          const list = previous === undefined ? [] : [previous].flat().map(String);
          return setHeader(name, [...list, ...[value].flat().map(String)]);
        };
        next();
      });
    },
  };
}
