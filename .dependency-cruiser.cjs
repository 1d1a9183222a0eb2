/**
 * The architecture's rules, checked in `npm test` (`npm run check:architecture`); a violation
 * fails naming the rule and the two files. The layers (docs/architecture.md):
 *   pages and islands → functions → use cases (src/server/<area>) → notify → channels (email,
 *   sms) → db, http, private links (src/server/private-links) and the base modules (src/server/*.ts);
 * and everywhere below them the pure core (src/core), the word tables (src/i18n) and the shared
 * schemas (src/schemas). The core's rules that only the server and the build run are in
 * src/core/server, which nothing that may ship to a browser imports. Every SQL statement is written on the db floor (src/server/db), the only
 * code that imports Drizzle or a database driver. tests/architecture/rules.test.ts breaks each rule once to prove it holds.
 */
const USE_CASES = "^src/server/(?!(?:db|http|private-links|email|sms|notify)/)[^/]+/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules never import each other in a circle: a reader can follow any import to a bottom.",
      from: {},
      to: { circular: true },
    },
    {
      name: "core-is-pure",
      severity: "error",
      comment:
        "src/core holds rules for any runtime: it imports only core, the word tables (src/i18n) and the pure parsers zod and node-html-parser. No I/O, no environment, no clock, no browser.",
      from: { path: "^src/core/", pathNot: "\\.test\\.tsx?$" },
      to: { pathNot: ["^src/(core|i18n)/", "node_modules/(zod|node-html-parser)/"] },
    },
    {
      name: "browser-never-imports-server-core",
      severity: "error",
      comment:
        "Pages, page bodies, layouts, components, islands and browser code never import src/core/server: whatever they import may ship to phones, and those rules (health, the SEO audit, GSM-7, person keys…) are the server's and the build's alone. Tests aside.",
      from: { path: "^src/(components|browser|pages|page-bodies|layouts)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^src/core/server/" },
    },
    {
      name: "shared-core-never-imports-server-core",
      severity: "error",
      comment:
        "The core outside src/core/server and the shared schemas are what islands import, so they never lean on src/core/server: an import there would carry a server rule to the browser. Tests aside.",
      from: { path: "^src/(core/(?!server/)|schemas/)", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^src/core/server/" },
    },
    {
      name: "i18n-is-words",
      severity: "error",
      comment: "The word tables import only each other and the facts they word (src/data), so every layer may use them.",
      from: { path: "^src/i18n/", pathNot: "\\.test\\.tsx?$" },
      to: { pathNot: "^src/(i18n|data)/" },
    },
    {
      name: "schemas-below-the-sides",
      severity: "error",
      comment: "The zod schemas both sides import may use core and the word tables, never the server, the browser or build-time code.",
      from: { path: "^src/schemas/", pathNot: ["\\.test\\.tsx?$"] },
      to: { path: "^src/(server|browser|build-time|components|config|pages|layouts)/|^netlify/" },
    },
    {
      name: "browser-never-imports-server",
      severity: "error",
      comment:
        "Islands and browser code never import server code or functions: it would ship secrets' readers and database code to phones.",
      from: { path: "^src/(browser|components|page-bodies)/" },
      to: { path: "^src/server/|^netlify/" },
    },
    {
      name: "server-never-imports-browser",
      severity: "error",
      comment:
        "Server code and functions never import browser code: it reads window, localStorage and the page, which a function does not have. What both sides need (a path, a rule) lives in src/core or src/schemas. Tests aside.",
      from: { path: "^src/server/|^netlify/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^src/browser/" },
    },
    {
      name: "browser-never-imports-build-time-code",
      severity: "error",
      comment:
        "Islands and browser code never import build-time page helpers (they read the content collections, which exist only at build time).",
      from: { path: "^src/(browser|components/islands|components/ui)/" },
      to: { path: "^src/build-time/" },
    },
    {
      name: "tests-stay-in-tests",
      severity: "error",
      comment: "Test helpers and stand-ins are never imported by the site, its functions or its tooling.",
      from: { path: "^(src|netlify|scripts)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(tests|e2e)/" },
    },
    {
      name: "channels-know-no-events",
      severity: "error",
      comment:
        "Email and SMS are channels: they send what they are given and never decide who is told about a visit (src/server/notify does), nor call a use case.",
      from: { path: "^src/server/(email|sms)/" },
      to: { path: `^src/server/notify/|${USE_CASES}` },
    },
    {
      name: "notify-below-use-cases",
      severity: "error",
      comment: "The notification module is called by use cases and never calls one.",
      from: { path: "^src/server/notify/" },
      to: { path: USE_CASES },
    },
    {
      name: "sql-on-the-db-floor",
      severity: "error",
      comment:
        "SQL is written only in src/server/db (one folder per area, one file per table or concern): everything above calls its named functions, so only the floor imports Drizzle, Auth.js's Drizzle adapter or a database driver. Migrations (drizzle/, scripts/migrate.mjs) and tests aside.",
      from: { path: "^(src|netlify)/", pathNot: ["^src/server/db/", "\\.test\\.tsx?$"] },
      to: { path: "(^|/)node_modules/(drizzle-orm|@auth/drizzle-adapter|pg|@neondatabase/serverless)/" },
    },
    {
      name: "base-below-everything",
      severity: "error",
      comment:
        "The database, the HTTP plumbing and the private links' module are the bottom of the server: they import no channel, notice or use case, so every layer above may mint, address and open a link.",
      from: { path: "^src/server/(db|http|private-links)/|^src/server/[^/]+\\.ts$" },
      to: { path: `^src/server/(email|sms|notify)/|${USE_CASES}` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.astro/|^dist/|^build/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
