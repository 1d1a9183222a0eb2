/** Small helpers over content entries: their paths, trails and formatted figures. */
import type { CollectionEntry } from "astro:content";
import type { Crumb } from "./structured-data";

/** /pella/impervia for the entry pella/impervia. */
export function productPath(product: CollectionEntry<"products">): string {
  return `/${product.id}`;
}

/** Display name of a brand id. */
export function brandName(brand: CollectionEntry<"products">["data"]["brand"]): string {
  return brand === "pella" ? "Pella" : "Milgard";
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
