import { z } from "astro/zod";
import { fillContentTokens } from "../../config/business-tokens";

/**
 * Frontmatter words with their business tokens (`{{phone}}`...) filled, as remark fills the
 * body's; an unknown token is a validation issue that names the file.
 */
function withTokens<S extends z.ZodString>(schema: S) {
  return schema.transform((value, context) => {
    try {
      return fillContentTokens(value, "frontmatter");
    } catch (error) {
      context.issues.push({ code: "custom", message: (error as Error).message, input: value });
      return z.NEVER;
    }
  });
}

/** A question a homeowner asks, with our answer (rendered as an FAQ and FAQPage data). */
export const faqSchema = z.object({
  /** The question, as a homeowner would phrase it. */
  question: z.string().min(10),
  /** A plain-language answer of a few sentences. */
  answer: withTokens(z.string().min(40)),
});

/** Page title for search results; the layout appends " | Windows & Doors Near Me" when the whole still fits in 60 characters. */
export const seoTitleSchema = z.string().min(10).max(60, "Titles must fit in 60 characters.");

/** Search and social description. */
export const descriptionSchema = withTokens(z.string().min(70, "Descriptions need at least 70 characters.").max(160, "Descriptions must fit in 160 characters."));

export type Faq = z.infer<typeof faqSchema>;

/**
 * A rebate or tax credit: a dated fact stated once, in the English product or brand file.
 * Pages show it only while the build date is within its dates (src/core/incentives.ts), and
 * word it from these fields in each language, so no page types the amount out.
 */
export const incentiveSchema = z.object({
  /** A utility or manufacturer rebate, or a federal tax credit. */
  kind: z.enum(["rebate", "tax-credit"]),
  /** Dollars per window for a rebate; the yearly cap for a tax credit. */
  amount: z.number().int().positive(),
  /** The page where the offer is published. */
  source: z.url(),
  /** First day it applies, when it has one (YAML date, e.g. 2026-03-01). */
  validFrom: z.coerce.date().optional(),
  /** Last day it applies, included (YAML date, e.g. 2025-12-31). */
  validThrough: z.coerce.date(),
});

export type Incentive = z.infer<typeof incentiveSchema>;
