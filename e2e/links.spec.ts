/**
 * No broken link: linkinator crawls the served build (with its redirects and the /es 404
 * rules, as Netlify serves it) from both home pages and fails naming each broken internal
 * link and the page it is on. Other hosts are skipped: the tests run without internet.
 */
import { LinkChecker, LinkState } from "linkinator";
import { expect, test } from "@playwright/test";

test("no page links to a missing page or file, from / and /es", async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "links are the same at every width: crawling once is enough");
  test.slow();
  const origin = new URL(baseURL!).origin;
  const result = await new LinkChecker().check({
    path: [`${origin}/`, `${origin}/es`],
    recurse: true,
    // A modest crawl: the machine is shared, and the served functions answer one request at a time per page.
    concurrency: 4,
    timeout: 60_000,
    // Other hosts (ROC search, Google...) are not ours and not reachable; /api/auth starts a sign-in, not a page.
    linksToSkip: async (link) => !link.startsWith(origin) || link.startsWith(`${origin}/api/auth`),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} (${link.status ?? "no answer"}) on ${link.parent ?? "the start"}`);
  expect(broken, `broken links:\n${broken.join("\n")}`).toEqual([]);
  // The crawl really went through the site: both languages' pages were reached.
  const pages = result.links.filter((link) => link.state === LinkState.OK).map((link) => new URL(link.url).pathname);
  expect(pages).toContain("/locations/mesa");
  expect(pages).toContain("/es/locations/mesa");
});
