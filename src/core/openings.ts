/**
 * What an opening is, as the measure sheet records it and the price book prices it: its kind, its
 * style, how it is installed. Shipped to the browser (the measure sheet's choices).
 */

/** The three kinds the price book's lines are made for. */
export const OPENING_KINDS = ["window", "patio-door", "entry-door"] as const;
export type OpeningKind = (typeof OPENING_KINDS)[number];

/** The styles of each kind, as the estimator picks them. */
export const OPENING_STYLES = {
  window: ["single-hung", "double-hung", "slider", "casement", "awning", "picture", "specialty"],
  "patio-door": ["sliding-patio-door", "hinged-patio-door"],
  "entry-door": ["entry-door"],
} as const satisfies Record<OpeningKind, readonly string[]>;
export type OpeningStyle = (typeof OPENING_STYLES)[OpeningKind][number];

/** Every style, for the schema. */
export const ALL_OPENING_STYLES = Object.values(OPENING_STYLES).flat() as OpeningStyle[];

/** Whether `style` is one of `kind`'s. */
export function styleFitsKind(kind: OpeningKind, style: string): boolean {
  return (OPENING_STYLES[kind] as readonly string[]).includes(style);
}

/**
 * How the unit goes in: an insert (retrofit) into the old frame, or full-frame (the old frame out
 * to the studs). The price book's install labour is per method.
 */
export const INSTALL_METHODS = ["insert", "full-frame"] as const;
export type InstallMethod = (typeof INSTALL_METHODS)[number];
