/** The audited pages: filters, a path search and a table whose rows expand to the page's details. */
import { Fragment, useId, useState } from "react";
import { Input } from "@/components/ui/field";
import type { PageAudit } from "@/core/seo-audit/types";
import { cn } from "@/components/ui/cn";
import { plural } from "../admin-format";
import { SeoPageDetails } from "./seo-page-details";
import { PAGE_FILTERS, problemCount, scoreLabel, scoreTone, visiblePages, type PageFilter } from "./seo-view";

/** Every audited page, problems first, filterable and searchable. */
export function SeoPagesTable({ pages }: { pages: PageAudit[] }) {
  const id = useId();
  const [filter, setFilter] = useState<PageFilter>("all");
  const [search, setSearch] = useState("");
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const shown = visiblePages(pages, filter, search);
  const toggle = (path: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });

  return (
    <section aria-labelledby={`${id}-heading`} data-slot="seo-pages" className="grid gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
        Pages
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
          {PAGE_FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
              className={cn(
                "h-11 rounded-lg border-2 px-3 text-sm font-semibold",
                filter === option.value
                  ? "border-brand-800 bg-brand-800 text-white"
                  : "border-slate-300 bg-white text-brand-800 hover:bg-brand-50",
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <div className="grid w-full gap-1 sm:w-64">
          <label htmlFor={`${id}-search`} className="text-sm font-semibold text-slate-800">
            Search by path
          </label>
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="/services"
          />
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-slate-600">
        Showing {shown.length} of {plural(pages.length, "page")}.
      </p>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audited pages, lowest score first</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Page
              </th>
              <th scope="col" className="px-3 py-2">
                Score
              </th>
              <th scope="col" className="px-3 py-2">
                Problems
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((page, index) => {
              const open = expanded.has(page.path);
              const detailsId = `${id}-details-${index}`;
              return (
                <Fragment key={page.path}>
                  <tr className="border-t border-slate-200 align-top">
                    <th scope="row" className="px-3 py-2 font-medium break-all text-slate-900">
                      {page.path}
                      {page.noindex && " "}
                      {page.noindex && (
                        <span className="ml-1 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">noindex</span>
                      )}
                    </th>
                    <td className="px-3 py-2">
                      <span className={cn("rounded px-2 py-0.5 font-bold", scoreTone(page.score))} title={scoreLabel(page.score)}>
                        {page.score}
                      </span>
                    </td>
                    <td className="px-3 py-2 text-slate-800">{problemSummary(page)}</td>
                    <td className="px-3 py-2 text-right">
                      <button
                        type="button"
                        aria-expanded={open}
                        aria-controls={detailsId}
                        onClick={() => toggle(page.path)}
                        className="min-h-11 rounded-lg px-2 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
                      >
                        {open ? "Hide" : "Details"}
                        <span className="sr-only"> for {page.path}</span>
                      </button>
                    </td>
                  </tr>
                  <tr id={detailsId} hidden={!open} className="bg-slate-50">
                    <td colSpan={4} className="px-3">
                      {open && <SeoPageDetails page={page} />}
                    </td>
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
        </table>
        {shown.length === 0 && <p className="p-4 text-sm text-slate-700">No pages match.</p>}
      </div>
    </section>
  );
}

function problemSummary(page: PageAudit): string {
  const errors = problemCount(page, "error");
  const warnings = problemCount(page, "warning");
  if (errors + warnings === 0) return "None";
  return [errors && plural(errors, "error"), warnings && plural(warnings, "warning")].filter(Boolean).join(", ");
}
