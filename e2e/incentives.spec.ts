/**
 * The built site at the build date states no incentive that has ended: no ended rebate's or
 * credit's line (in either language), and none of the old site's "$3,200" and "$3,800"
 * figures, anywhere in any page, structured data included. The pages are files, so this runs
 * in the desktop project only. Unit tests with a frozen date cover each side of an expiry
 * (src/build-time/incentives.test.ts).
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { isInForce } from "../src/core/server/incentives";
import { buildDate } from "../src/build-time/build-date";
import { incentiveLabel } from "../src/build-time/incentives";
import { allIncentives } from "../tests/helpers/incentive-facts";
import { builtHtmlFiles } from "./site";

test("no built page states an ended incentive as current", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the pages are files: checking them once is enough");
  // The same clock the build used: BUILD_DATE when set, else today.
  const today = buildDate();
  const ended = allIncentives().filter((fact) => !isInForce(fact, today));
  const banned = [...new Set([...ended.flatMap((fact) => [incentiveLabel(fact, "en"), incentiveLabel(fact, "es")]), "$3,200", "3,800"])];
  const files = builtHtmlFiles();
  expect(files.length).toBeGreaterThan(40);
  const found = files.flatMap((file) => {
    const html = readFileSync(file, "utf8");
    return banned.filter((text) => html.includes(text)).map((text) => `${file.slice(file.indexOf("dist"))}: ${text}`);
  });
  expect(found, `Ended incentives on built pages:\n${found.join("\n")}`).toEqual([]);
});
