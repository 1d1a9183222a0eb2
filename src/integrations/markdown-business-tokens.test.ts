import { markdownToHtml } from "satteri";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import { markdownBusinessTokens } from "./markdown-business-tokens";

async function render(source: string): Promise<string> {
  return (await markdownToHtml(source, { mdastPlugins: [markdownBusinessTokens], fileURL: pathToFileURL("/site/src/pages/about.md") }))
    .html;
}

describe("markdownBusinessTokens", () => {
  it("fills the phone in text, held together as pages show it, and in a tel: link from business.ts", async () => {
    const html = await render("Call [{{phone}}]({{phoneLink}}) or {{phone}}.");
    expect(html).toContain(`<a href="${business.phone.href}">${business.phone.shown}</a>`);
    expect(html).not.toContain("{{");
  });

  it("fails naming the file and the token for an unknown token", async () => {
    await expect(render("Call {{phon}}.")).rejects.toThrow(/about\.md: unknown business token \{\{phon\}\}/);
  });
});
