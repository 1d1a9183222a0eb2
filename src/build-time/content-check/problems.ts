/** What `npm run check:content` reports: a file, a field, what is wrong and how to fix it. */

/** One mistake in one content file. */
export interface ContentProblem {
  /** Path from the project root. */
  file: string;
  /** The frontmatter field ("faqs.2.answer"), or "body" (with its line), or undefined for the whole file. */
  field?: string;
  /** For the body: the line in the file. */
  line?: number;
  /** An error stops the build; a warning asks for attention. */
  level: "error" | "warning";
  /** What is wrong. */
  message: string;
  /** How to fix it. */
  fix: string;
}

/** A problem with its level given. */
export const error = (problem: Omit<ContentProblem, "level">): ContentProblem => ({ ...problem, level: "error" });
export const warning = (problem: Omit<ContentProblem, "level">): ContentProblem => ({ ...problem, level: "warning" });
