/**
 * Renders a page's 1200x630 Open Graph card at build time: satori lays the card out as
 * SVG with a bundled font (no system fonts needed), resvg turns it into a PNG.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { business } from "@/config/business";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** What a card shows. */
export interface OgCard {
  /** The page's headline, a line or two. */
  title: string;
  /** A short line under it, e.g. the section. */
  eyebrow?: string;
  /** The bottom line's words in the page's language (src/i18n/ui.ts `og`). */
  footer?: { call: (phone: string) => string; tagline: string };
}

const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 800 }[]> | undefined;

function loadFonts() {
  fonts ??= Promise.all(
    ([400, 800] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> };
const box = (style: Record<string, unknown>, children?: (Node | string)[] | Node | string): Node => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

const englishFooter = { call: (phone: string) => `Call ${phone}`, tagline: "Free in-home estimates" };

/** The card as a PNG. */
export async function renderOgImage({ title, eyebrow = "Gilbert & Phoenix Metro, AZ", footer = englishFooter }: OgCard): Promise<Buffer> {
  const pane = (color: string) => box({ width: 52, height: 52, borderRadius: 6, background: color });
  const card = box(
    {
      width: "100%",
      height: "100%",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: 72,
      background: "#0d2338",
      color: "#fff",
      fontFamily: "Inter",
    },
    [
      box({ alignItems: "center", gap: 24 }, [
        box({ flexWrap: "wrap", width: 116, gap: 12, padding: 0 }, [pane("#c2571a"), pane("#adcdea"), pane("#adcdea"), pane("#adcdea")]),
        box({ flexDirection: "column" }, [
          box({ fontSize: 40, fontWeight: 800 }, business.brand),
          box({ fontSize: 26, color: "#adcdea" }, eyebrow),
        ]),
      ]),
      box({ fontSize: title.length > 48 ? 60 : 72, fontWeight: 800, lineHeight: 1.1, maxWidth: 1000 }, title),
      box({ justifyContent: "space-between", fontSize: 28, color: "#d6e6f4" }, [
        box({}, footer.call(business.phone.display)),
        box({ color: "#f3ece1" }, footer.tagline),
      ]),
    ],
  );
  const svg = await satori(card as never, { width: OG_WIDTH, height: OG_HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: "width", value: OG_WIDTH } }).render().asPng();
}
