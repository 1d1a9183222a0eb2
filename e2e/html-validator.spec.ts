/**
 * W3C's Nu HTML checker (the `vnu-jar` package; needs Java, which .ci/run installs from Debian's
 * default-jre-headless) over every built page, in one Java run because the checker is slow to
 * start. Any error fails the test with the page, line and message. No browser is used, so it runs
 * in the desktop project only.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { builtHtmlFiles } from "./site";

/** The checker's jar, as the vnu-jar package ships it. */
const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("the Nu HTML checker finds no error on any built page", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the pages are files: checking them once is enough");
  // One Java run over every page.
  test.slow();
  const files = builtHtmlFiles();
  expect(files.length).toBeGreaterThan(40);
  const { stdout, stderr } = await promisify(execFile)("java", ["-jar", vnu, "--errors-only", "--format", "json", "--stdout", ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string; code?: string }) => {
    // vnu exits 1 when it found errors; anything else (no Java) is a setup problem worth naming.
    if (error.code === "ENOENT") throw new Error("java was not found: install a JRE (Debian: apt-get install -y default-jre-headless).");
    return { stdout: error.stdout ?? "", stderr: error.stderr ?? "" };
  });
  const report = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
  // The checker also runs the W3C CSS validator over inline <style>, which predates what Tailwind 4
  // emits (@property, margin-trim): every page now carries its stylesheet inline (e2e/first-screen.spec.ts),
  // and the stylesheet is Tailwind's output, not hand-written markup, so its "CSS:" messages are left out.
  // The checker (vnu-jar 26.9) predates `blocking` on `<link rel="expect">`, which the HTML standard allows
  // (https://html.spec.whatwg.org/multipage/links.html#link-type-expect; Chrome 124+): BaseLayout's one
  // such link, exactly, is left out.
  const expectLink = (m: VnuMessage) =>
    m.message.startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”") &&
    m.extract?.includes('<link rel="expect" href="#first-screen" blocking="render">');
  const errors = report.messages
    .filter((m) => !m.message.startsWith("CSS:") && !expectLink(m))
    .map(
      (m) =>
        `${m.url.replace(`file:${join(process.cwd(), "dist")}`, "dist")}:${m.lastLine ?? "?"} ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ""}`,
    );
  expect(errors, `Nu HTML checker errors:\n${errors.join("\n")}`).toEqual([]);
});
