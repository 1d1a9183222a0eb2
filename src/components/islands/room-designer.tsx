/**
 * The room designer: pick a room, a product line, a style, a frame color and glass, see
 * the window drawn and the installed price range, then book an estimate with the design
 * carried over to the booking form. Every choice is a native radio group.
 */
import { useMemo, useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import {
  designPrice,
  estimateUrl,
  formatDollars,
  MAX_QUANTITY,
  MIN_QUANTITY,
  normalizeDesign,
  ROOMS,
  shownName,
  type Design,
  type DesignerProduct,
} from "@/core/room-designer";
import { cx } from "@/components/ui/cx";
import type { Locale } from "@/i18n/locales";
import { roomDesignerWords } from "@/i18n/room-designer";
import { WindowPreview } from "./window-preview";

interface RoomDesignerProps {
  products: DesignerProduct[];
  /** The page's language: the designer's words, and the estimate page it books on. */
  locale?: Locale;
}

function initialDesign(products: DesignerProduct[]): Design {
  if (typeof window === "undefined") return normalizeDesign(products, {});
  const productId = new URLSearchParams(window.location.search).get("product") ?? undefined;
  return normalizeDesign(products, { productId });
}

function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-bold tracking-wide text-brand-900 uppercase">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cx(
        "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 py-2 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
        checked ? "border-brand-700 bg-brand-50 text-brand-900" : "border-slate-200 bg-white text-slate-700 hover:border-brand-200",
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} className="sr-only" />
      {children}
    </label>
  );
}

export function RoomDesigner({ products, locale = "en" }: RoomDesignerProps) {
  const words = roomDesignerWords[locale];
  const [design, setDesign] = useState<Design>(() => initialDesign(products));
  const update = (change: Partial<Design>) => setDesign((current) => normalizeDesign(products, { ...current, ...change }));
  const product = products.find((entry) => entry.id === design.productId)!;
  const frame = product.colors.find((color) => color.name === design.color)!;
  const price = useMemo(() => designPrice(product, design.quantity), [product, design.quantity]);
  const colorNames = product.colors.map((color) => color.name);
  const name = {
    style: (style: string) => shownName(product.styles, product.names?.styles, style),
    color: (color: string) => shownName(colorNames, product.names?.colors, color),
    glass: (glass: string) => shownName(product.glass, product.names?.glass, glass),
  };
  const label = words.preview(
    words.rooms[design.room],
    name.style(design.style),
    product.label,
    name.color(design.color),
    name.glass(design.glass),
  );

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_440px]">
      <form className="order-2 lg:order-1" onSubmit={(event) => event.preventDefault()} aria-label={words.form}>
        <ChoiceGroup legend={words.room}>
          {ROOMS.map((entry) => (
            <Choice
              key={entry.id}
              name="room"
              value={entry.id}
              checked={design.room === entry.id}
              onChange={(value) => update({ room: value as Design["room"] })}
            >
              {words.rooms[entry.id]}
            </Choice>
          ))}
        </ChoiceGroup>
        <ChoiceGroup legend={words.product}>
          {products.map((entry) => (
            <Choice
              key={entry.id}
              name="product"
              value={entry.id}
              checked={design.productId === entry.id}
              onChange={(value) => update({ productId: value })}
            >
              {entry.label} <span className="font-normal text-slate-600">({entry.material})</span>
            </Choice>
          ))}
        </ChoiceGroup>
        <ChoiceGroup legend={words.style}>
          {product.styles.map((style) => (
            <Choice key={style} name="style" value={style} checked={design.style === style} onChange={(value) => update({ style: value })}>
              {name.style(style)}
            </Choice>
          ))}
        </ChoiceGroup>
        <ChoiceGroup legend={words.color}>
          {product.colors.map((color) => (
            <Choice
              key={color.name}
              name="color"
              value={color.name}
              checked={design.color === color.name}
              onChange={(value) => update({ color: value })}
            >
              {/* An SVG fill, not a style attribute: the page's CSP allows no inline style attribute. */}
              <svg aria-hidden="true" className="size-5 shrink-0" viewBox="0 0 20 20">
                <circle cx="10" cy="10" r="9.5" fill={color.hex} className="stroke-slate-300" />
              </svg>
              {name.color(color.name)}
            </Choice>
          ))}
        </ChoiceGroup>
        <ChoiceGroup legend={words.glass}>
          {product.glass.map((glass) => (
            <Choice key={glass} name="glass" value={glass} checked={design.glass === glass} onChange={(value) => update({ glass: value })}>
              {name.glass(glass)}
            </Choice>
          ))}
        </ChoiceGroup>
        <div className="mt-6">
          <label htmlFor="designer-quantity" className="text-sm font-bold tracking-wide text-brand-900 uppercase">
            {words.quantity}
          </label>
          <input
            id="designer-quantity"
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            max={MAX_QUANTITY}
            value={design.quantity}
            onChange={(event) => update({ quantity: Number(event.target.value) })}
            className="mt-2 block h-11 w-28 rounded-lg border-2 border-slate-300 px-3 text-base"
          />
        </div>
      </form>

      <div className="order-1 lg:sticky lg:top-32 lg:order-2 lg:self-start">
        <WindowPreview design={design} frameHex={frame.hex} label={label} />
        <div className="mt-4 rounded-xl bg-sand-100 p-4" aria-live="polite">
          <p className="text-sm font-semibold text-slate-700">{words.priceFor(words.windows(design.quantity))}</p>
          <p className="text-3xl font-extrabold text-brand-900">{formatDollars(price)}</p>
          <p className="text-sm text-slate-600">{words.perWindow(product.label, formatDollars(product.priceRange))}</p>
        </div>
        <a href={estimateUrl(product, design, locale)} className={cx(buttonVariants({ size: "mobile-lg" }), "mt-4")}>
          {words.book}
        </a>
      </div>
    </div>
  );
}
