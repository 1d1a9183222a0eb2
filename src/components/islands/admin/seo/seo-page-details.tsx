/** Everything the audit found on one page: its problems, then every check's reading. */
import type { ReactNode } from "react";
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, TITLE_MAX_LENGTH } from "@/core/seo-audit/rules";
import type { JsonLdBlock, PageAudit } from "@/core/seo-audit/types";
import { cn } from "@/components/ui/cn";
import { plural } from "../admin-format";

/** The problems and check readings of `page`, shown when its row is expanded. */
export function SeoPageDetails({ page }: { page: PageAudit }) {
  const og = page.ogImage;
  return (
    <div data-slot="seo-page-details" className="grid gap-4 py-2">
      {page.problems.length === 0 ? (
        <p className="text-sm text-green-800">No problems found.</p>
      ) : (
        <ul aria-label={`Problems on ${page.path}`} className="grid gap-1.5">
          {page.problems.map((problem, index) => (
            <li key={index} className="flex items-start gap-2 text-sm text-slate-800">
              <span
                className={cn(
                  "shrink-0 rounded px-1.5 py-0.5 text-xs font-bold uppercase",
                  problem.severity === "error" ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900",
                )}
              >
                {problem.severity}
              </span>
              <span className="break-words">{problem.message}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        <Reading label="Title">{withLength(page.title, `max ${TITLE_MAX_LENGTH}`)}</Reading>
        <Reading label="Description">{withLength(page.description, `${DESCRIPTION_MIN_LENGTH}-${DESCRIPTION_MAX_LENGTH}`)}</Reading>
        <Reading label="Canonical">{page.canonical ?? "None"}</Reading>
        <Reading label="Robots">{page.noindex ? "noindex" : "Indexable"}</Reading>
        <Reading label="In sitemap">{page.inSitemap ? "Yes" : "No"}</Reading>
        <Reading label="Open Graph image">
          {og.url
            ? `${og.url} (${og.width ?? "?"}×${og.height ?? "?"}, expected ${OG_IMAGE_WIDTH}×${OG_IMAGE_HEIGHT}; file ${fileState(og.exists)})`
            : "None"}
        </Reading>
        <Reading label="JSON-LD">{page.jsonLd.length === 0 ? "None" : page.jsonLd.map(describeBlock).join("; ")}</Reading>
        <Reading label="h1 headings">{page.h1Count}</Reading>
        <Reading label="Images without alt">{page.imagesWithoutAlt.length === 0 ? "None" : page.imagesWithoutAlt.join(", ")}</Reading>
        <Reading label="Words in main text">{page.wordCount.toLocaleString("en-US")}</Reading>
        <Reading label="Links out">
          <PathList paths={page.linksOut} label="linked from here" />
        </Reading>
        <Reading label="Links in">
          <PathList paths={page.linksIn} label="linking here" />
        </Reading>
      </dl>
    </div>
  );
}

function Reading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </>
  );
}

function withLength(text: string | null, range: string): string {
  return text === null ? "Missing" : `${text} (${text.length} characters, ${range})`;
}

function fileState(exists: boolean | null): string {
  if (exists === null) return "not checked";
  return exists ? "in the build" : "missing";
}

function describeBlock(block: JsonLdBlock, index: number): string {
  if (block.error !== null) return `block ${index + 1} does not parse`;
  return block.types.length > 0 ? block.types.join(", ") : `block ${index + 1} has no @type`;
}

/** A count, with the paths behind a native disclosure (they can run to dozens). */
function PathList({ paths, label }: { paths: string[]; label: string }) {
  if (paths.length === 0) return <>None</>;
  return (
    <details>
      <summary className="cursor-pointer text-brand-800 underline underline-offset-4">
        {plural(paths.length, "page")} {label}
      </summary>
      <ul className="mt-1 columns-1 break-all sm:columns-2">
        {paths.map((path) => (
          <li key={path}>{path}</li>
        ))}
      </ul>
    </details>
  );
}
