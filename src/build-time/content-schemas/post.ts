import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { dateSchema, descriptionSchema, englishOnlySchema, pageTitleSchema, pictureFields, reviewedSchema, seoTitleSchema } from "./shared";

/**
 * A blog article, one Markdown file in src/content/posts; `gilbert-windows-doors-guide.md` is
 * /blog/gilbert-windows-doors-guide. The blog index, the footer's resources, the site map and
 * sitemap.xml list it. The Markdown body is the article.
 */
export const postSchema = ({ image }: SchemaContext) =>
  z.object({
    title: pageTitleSchema,
    name: z.string().min(5).max(45).optional().meta({
      title: "Short name",
      description: "For the footer and other links, at most 45 characters, e.g. Gilbert Window & Door Guide. The title when empty.",
    }),
    seoTitle: seoTitleSchema,
    description: descriptionSchema,
    publishDate: dateSchema("Published on", "The day the article first went live."),
    updatedDate: dateSchema("Updated on", "The last meaningful update; leave empty until there is one.").optional(),
    author: z.string().default("Windows & Doors Near Me").meta({ title: "Author", description: "Who wrote it." }),
    ...pictureFields(image),
    reviewed: reviewedSchema.optional(),
    englishOnly: englishOnlySchema,
  });

export type Post = z.infer<ReturnType<typeof postSchema>>;
