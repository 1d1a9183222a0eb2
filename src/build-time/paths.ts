/**
 * A page's public path from its URL at build time: "/about", never "/about.html",
 * "/index.html" or "/about/". The build writes files (build.format "file") and Netlify
 * serves them at these clean paths.
 */
export function pagePath(url: URL | string): string {
  const pathname = typeof url === "string" ? url : url.pathname;
  return pathname.replace(/(\/index)?\.html$/, "").replace(/\/+$/, "") || "/";
}
