/**
 * The incentives of the English product and brand files, read as the build reads them (the
 * frontmatter through the content schema), for tests that freeze the build date.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { IncentiveFact } from "../../src/core/server/incentives";
import { incentiveSchema } from "../../src/build-time/content-schemas/shared";

const content = join(import.meta.dirname, "../../src/content");

/** One English file's own incentive (products) and incentives (brands). */
export interface FileIncentives {
  incentive?: IncentiveFact;
  incentives: IncentiveFact[];
}

/** Reads `path` (under src/content) and parses its incentives. */
export function readIncentives(path: string): FileIncentives {
  const data = parse(readFileSync(join(content, path), "utf8").split("---")[1]!) as Record<string, unknown>;
  return {
    ...(data.incentive ? { incentive: incentiveSchema.parse(data.incentive) } : {}),
    incentives: ((data.incentives as unknown[] | undefined) ?? []).map((item) => incentiveSchema.parse(item)),
  };
}

/** Every incentive stated in the English brand and product files, current or past. */
export function allIncentives(): IncentiveFact[] {
  const files = [
    ...readdirSync(join(content, "brands")).map((name) => `brands/${name}`),
    ...readdirSync(join(content, "products"), { recursive: true, encoding: "utf8" }).map((name) => `products/${name}`),
  ].filter((path) => path.endsWith(".md") && !path.endsWith(".es.md"));
  return files.flatMap((path) => {
    const { incentive, incentives } = readIncentives(path);
    return [...(incentive ? [incentive] : []), ...incentives];
  });
}
