/**
 * Responsive image settings shared by every picture on the site: the spec's widths
 * (thumb 150, mobile 400, tablet 768, desktop 1200, full 1920), webp with a jpg fallback.
 */
import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";

/** The spec's responsive widths. */
export const IMAGE_WIDTHS = [150, 400, 768, 1200, 1920] as const;

/** Default `sizes`: full width up to 1200 px, then capped. */
export const DEFAULT_SIZES = "(max-width: 1200px) 100vw, 1200px";

/** The widths worth generating for a source image (never upscaled). */
export function widthsFor(image: ImageMetadata): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= image.width);
  return widths.length ? widths : [image.width];
}

/** What a <link rel="preload"> needs to fetch the hero's webp before the parser reaches it. */
export async function heroPreload(image: ImageMetadata, sizes = DEFAULT_SIZES): Promise<{ srcset: string; sizes: string }> {
  const result = await getImage({ src: image, widths: widthsFor(image), sizes, format: "webp" });
  return { srcset: result.srcSet.attribute, sizes };
}
