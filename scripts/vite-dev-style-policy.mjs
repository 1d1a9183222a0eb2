/**
 * Under `astro dev`, Netlify's Vite plugin sends the headers of the last build's
 * dist/_headers with every page. Its policy allows the built pages' <style> elements by hash,
 * but the dev server's pages carry other styles (Vite injects each module's CSS inline, and
 * again on every hot update), which it would block: pages would show unstyled. This dev-only
 * middleware relaxes `style-src` alone, so the rest of the policy (scripts, frames) still
 * applies; e2e/first-screen.spec.ts checks the strict policy against the build itself.
 * @returns {import("vite").Plugin}
 */
export function devStylePolicy() {
  return {
    name: "dev-style-policy",
    enforce: "pre",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((_req, res, next) => {
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) =>
          String(name).toLowerCase() === "content-security-policy" ? setHeader(name, devPolicy(String(value))) : setHeader(name, value);
        next();
      });
    },
  };
}

/** The built policy with inline styles allowed, for the dev server's pages only. */
export function devPolicy(policy) {
  return policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}
