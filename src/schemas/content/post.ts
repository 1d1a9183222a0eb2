import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { descriptionSchema, seoTitleSchema } from "./shared";

/** A blog article, one Markdown file in src/content/posts; `gilbert-windows-doors-guide.md` is /blog/gilbert-windows-doors-guide. */
export const postSchema = ({ image }: SchemaContext) =>
  z.object({
    /** The article's h1. */
    title: z.string().min(10),
    seoTitle: seoTitleSchema,
    description: descriptionSchema,
    /** First published, YYYY-MM-DD. */
    publishDate: z.coerce.date(),
    /** Last meaningful update, YYYY-MM-DD. */
    updatedDate: z.coerce.date().optional(),
    /** Who wrote it. */
    author: z.string().default("Windows & Doors Near Me"),
    image: image(),
    imageAlt: z.string().min(10),
  });

export type Post = z.infer<ReturnType<typeof postSchema>>;
