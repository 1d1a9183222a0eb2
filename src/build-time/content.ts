/** Small helpers over content entries: their paths, trails and formatted figures. */
import { getCollection, type CollectionEntry } from "astro:content";
import type { Crumb } from "./structured-data";

/** /pella/impervia for the entry pella/impervia. */
export function productPath(product: CollectionEntry<"products">): string {
  return `/${product.id}`;
}

let names: Promise<Map<string, string>> | undefined;

/** Brand names by file name ("pella" → "Pella"), from the brand pages; read once per build. */
export function brandNames(): Promise<Map<string, string>> {
  names ??= getCollection("brands").then((brands) => new Map(brands.map((brand) => [brand.id, brand.data.name])));
  return names;
}

/** The display name of the brand a product names (a product whose brand has no page fails the content check). */
export async function brandName(brand: string): Promise<string> {
  const name = (await brandNames()).get(brand);
  if (!name) throw new Error(`No brand page src/content/brands/${brand}.md for a product's brand "${brand}".`);
  return name;
}

/** "$550-$850" from a price range. */
export function formatPriceRange(range: { min: number; max: number }): string {
  const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;
  return `${dollars(range.min)}-${dollars(range.max)}`;
}

/** Breadcrumbs for a service: Services, its parent service when nested, itself. */
export function serviceTrail(service: CollectionEntry<"services">, all: CollectionEntry<"services">[]): Crumb[] {
  const trail: Crumb[] = [{ name: "Services", path: "/services" }];
  const parentId = service.id.includes("/") ? service.id.slice(0, service.id.lastIndexOf("/")) : undefined;
  const parent = parentId && all.find((entry) => entry.id === parentId);
  if (parent) trail.push({ name: parent.data.name, path: `/services/${parent.id}` });
  trail.push({ name: service.data.name, path: `/services/${service.id}` });
  return trail;
}
