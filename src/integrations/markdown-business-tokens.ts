/**
 * Markdown (Sätteri mdast) plugin: fills `{{phone}}`, `{{hours}}` and the other business tokens
 * (src/core/server/business-tokens.ts) in the text and link addresses of every Markdown body, so a
 * `[{{phone}}]({{phoneLink}})` link follows BUSINESS_PHONE. An unknown token fails the build
 * with the file and the token named.
 */
import type { SatteriProcessorOptions } from "@astrojs/markdown-satteri";
import { fileURLToPath } from "node:url";
import { fillContentTokens } from "../config/business-tokens";

type MdastPlugins = NonNullable<SatteriProcessorOptions["mdastPlugins"]>;

/** The plugin factory, for `satteri({ mdastPlugins })` in astro.config.mjs. */
export const markdownBusinessTokens: MdastPlugins[number] = ({ fileURL }) => {
  const where = fileURL ? fileURLToPath(fileURL) : "a Markdown file";
  return {
    name: "business-tokens",
    text(node, context) {
      const filled = fillContentTokens(node.value, where);
      if (filled !== node.value) context.setProperty(node, "value", filled);
    },
    link(node, context) {
      const filled = fillContentTokens(node.url, where);
      if (filled !== node.url) context.setProperty(node, "url", filled);
    },
    definition(node, context) {
      const filled = fillContentTokens(node.url, where);
      if (filled !== node.url) context.setProperty(node, "url", filled);
    },
  };
};
