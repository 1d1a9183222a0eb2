/**
 * Responsive image settings shared by every picture on the site: the spec's widths
 * (thumb 150, mobile 400, tablet 768, desktop 1200, full 1920), webp with a jpg fallback.
 */
import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";
import { WIDER_THAN_PHONE } from "@/core/phone-screens";
import { placeholderOf, placeholderUrl } from "./hero-placeholder";

/** The spec's responsive widths. */
export const IMAGE_WIDTHS = [150, 400, 768, 1200, 1920] as const;

/** Default `sizes`: full width up to 1200 px, then capped. */
export const DEFAULT_SIZES = "(max-width: 1200px) 100vw, 1200px";

/** The widths worth generating for a source image (never upscaled). */
export function widthsFor(image: ImageMetadata): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= image.width);
  return widths.length ? widths : [image.width];
}

/**
 * What a <link rel="preload"> needs to fetch the hero's webp before the parser reaches it, on
 * screens wider than a phone. A phone paints the hero's placeholder with the page instead and
 * fetches the picture after that first paint (hero-placeholder.ts).
 */
export async function heroPreload(image: ImageMetadata, sizes = DEFAULT_SIZES): Promise<{ srcset: string; sizes: string; media: string }> {
  const result = await getImage({ src: image, widths: widthsFor(image), sizes, format: "webp" });
  return { srcset: result.srcSet.attribute, sizes, media: WIDER_THAN_PHONE };
}

/** The hero's placeholder as a data: URL (hero-placeholder.ts), made from the picture's source file. */
export async function heroPlaceholder(image: ImageMetadata): Promise<string> {
  // Astro's image objects name their source file only through this property, which its own image service reads too.
  const file = (image as ImageMetadata & { fsPath?: string }).fsPath;
  if (!file)
    throw new Error(
      `The hero picture ${image.src} has no source file to make its placeholder from: import it from src/assets (or a content entry's image field).`,
    );
  return placeholderUrl(await placeholderOf(file));
}
