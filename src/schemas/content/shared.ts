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
