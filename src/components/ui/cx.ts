/**
 * Joins class names without resolving Tailwind conflicts: the islands of public pages and the
 * ui primitives use it, so they ship no tailwind-merge (9 KB). A className passed to a
 * primitive adds classes and never overrides one the primitive sets: to change a size or a
 * shape, add a variant. `cn` (cn.ts) merges, for .astro pages (build time) and admin islands.
 */
import { clsx, type ClassValue } from "clsx";

/** The class names in `inputs` that are set, joined by spaces. */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
