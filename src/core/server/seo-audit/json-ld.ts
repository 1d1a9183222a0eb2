/** Reading JSON-LD blocks: whether they parse, and which schema.org types they declare. */
import type { JsonLdBlock } from "@/core/seo-audit/types";

/** The block's types, or the parse error when its text is not JSON. */
export function readJsonLd(text: string): JsonLdBlock {
  try {
    return { types: typesOf(JSON.parse(text)), error: null };
  } catch (error) {
    return { types: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** `@type`s of the top-level items (an object, an array of them, or a `@graph`). */
function typesOf(data: unknown): string[] {
  const items = Array.isArray(data) ? data : [data];
  return items.flatMap((item) => {
    if (typeof item !== "object" || item === null) return [];
    const record = item as Record<string, unknown>;
    const own = [record["@type"]].flat().filter((type): type is string => typeof type === "string");
    return [...own, ...(Array.isArray(record["@graph"]) ? typesOf(record["@graph"]) : [])];
  });
}
