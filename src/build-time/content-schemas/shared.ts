/**
 * Fields that several content schemas share, and the conventions every content schema follows:
 * each field carries `meta({ title, description })`, the label and hint an editor reads beside
 * it in the CMS (src/build-time/cms-config.ts writes the CMS configuration from these schemas), and
 * a rule's message says how to fix what it refuses.
 */
import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { fillContentTokens } from "../../config/business-tokens";

export { matching, type EditorWidget } from "../../schemas/field-meta";

/**
 * Frontmatter words with their business tokens (`{{phone}}`...) filled, as the Markdown plugin
 * fills the body's; an unknown token is a validation issue that names the file.
 */
export function withTokens<S extends z.ZodString>(schema: S) {
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
  question: z.string().min(10).meta({ title: "Question", description: "As a homeowner would ask it." }),
  answer: withTokens(z.string().min(40)).meta({
    title: "Answer",
    description: "A few plain sentences. Write {{phone}} for the phone number.",
    editor: { widget: "text" },
  }),
});

/** The FAQ list of a page; at least three. */
export const faqsSchema = z.array(faqSchema).min(3).meta({
  title: "Questions and answers",
  description: "At least three; shown at the end of the page and given to search engines as FAQ data.",
});

export type Faq = z.infer<typeof faqSchema>;

/** Page title for search results; the layout appends " | Windows & Doors Near Me" when the whole still fits in 60 characters. */
export const seoTitleSchema = z
  .string()
  .min(10)
  .max(60, "Titles must fit in 60 characters.")
  .meta({ title: "Search title", description: "What search results show, 10-60 characters; the business name is added when it fits." });

/** Search and social description. */
export const descriptionSchema = withTokens(
  z.string().min(70, "Descriptions need at least 70 characters.").max(160, "Descriptions must fit in 160 characters."),
).meta({
  title: "Search description",
  description: "What search results and social cards show under the title, 70-160 characters.",
  editor: { widget: "text" },
});

/** The page's h1. */
export const pageTitleSchema = z.string().min(10).meta({ title: "Page title", description: "The big heading at the top of the page." });

/** A short lead paragraph under the h1. */
export const introSchema = z
  .string()
  .min(80)
  .max(400)
  .meta({ title: "Introduction", description: "The lead paragraph under the heading, 80-400 characters.", editor: { widget: "text" } });

/** A picture for a page: the file in src/assets/photos. */
export function pictureFields(image: SchemaContext["image"]) {
  return {
    image: image().meta({
      title: "Picture",
      description: "A photo in src/assets/photos (landscape, at least 1200 pixels wide). Replacing a file replaces the picture everywhere.",
      editor: { widget: "image" },
    }),
    imageAlt: z.string().min(10).meta({
      title: "Picture description",
      description: "What the picture shows, for people who cannot see it, e.g. A stucco home in Mesa with new white windows.",
    }),
  };
}

/** Order in lists, smaller first. */
export const orderSchema = z.number().int().meta({ title: "Order", description: "Position in lists; smaller comes first." });

/** A YAML date (2026-11-01) as a Date. */
export function dateSchema(title: string, description: string) {
  return z.coerce.date().meta({ title, description, editor: { widget: "date" } });
}

/**
 * The day someone last checked the page's prices, rebates or programs against their sources.
 * The page shows it ("Prices and rebates checked November 2026") and `npm run check:content`
 * warns six months after it; pages that state prices, rebates or programs must carry it.
 */
export const reviewedSchema = dateSchema(
  "Prices checked on",
  "The day you last checked this page's prices, rebates and programs against their sources. The page shows the month; after six months the content check asks for a new check.",
);

/** A page that has no Spanish version on purpose (else `npm run check:content` asks for its twin). */
export const englishOnlySchema = z.boolean().optional().meta({
  title: "English only",
  description: "Tick when the page has no Spanish version on purpose; otherwise the content check asks for one.",
});

/**
 * A rebate or tax credit: a dated fact stated once, in the English product or brand file.
 * Pages show it only while the build date is within its dates (src/core/server/incentives.ts), and
 * word it from these fields in each language, so no page types the amount out.
 */
export const incentiveSchema = z.object({
  kind: z.enum(["rebate", "tax-credit"]).meta({ title: "Kind", description: "A utility or manufacturer rebate, or a federal tax credit." }),
  amount: z
    .number()
    .int()
    .positive()
    .meta({ title: "Amount in dollars", description: "Per window for a rebate; the yearly cap for a tax credit." }),
  source: z
    .url("Write the full address of the page that publishes the offer, starting with https://.")
    .meta({ title: "Source", description: "The page where the offer is published." }),
  validFrom: dateSchema("First day", "When it starts later than today; leave empty otherwise.").optional(),
  validThrough: dateSchema("Last day", "The last day it applies, included. The daily rebuild takes it off the pages the day after."),
  note: z
    .string()
    .optional()
    .meta({
      title: "Note for editors",
      description: "Why the offer is recorded, or kept as history. Not shown on the site.",
      editor: { widget: "text" },
    }),
});

export type Incentive = z.infer<typeof incentiveSchema>;
