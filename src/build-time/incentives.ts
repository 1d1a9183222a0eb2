/**
 * What pages say about incentives on the build date, in each language: the card line of a
 * product, the headline of a brand and the home banner. The facts come from the product and
 * brand files; the rule of what is in force is src/core/server/incentives.ts. Nothing here types an
 * amount out: every figure is read from the facts.
 */
import { inForce, strongest, type IncentiveFact } from "@/core/server/incentives";
import type { Locale } from "@/i18n/locales";

const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

const words = {
  en: {
    rebate: (amount: number) => `${dollars(amount)} rebate per window`,
    taxCredit: (amount: number) => `Federal tax credit up to ${dollars(amount)}/yr`,
    rebatesUpTo: (amount: number) => `Rebates up to ${dollars(amount)} per window`,
    bannerRebate: "on eligible windows, in force today; we confirm the terms with your written quote.",
    bannerCredit: "on eligible windows, in force today; ask your tax professional whether your project qualifies.",
    freeStrong: "Free in-home estimate",
    freeText: "with samples at your door and a written quote per window, with no obligation.",
  },
  es: {
    rebate: (amount: number) => `Reembolso de ${dollars(amount)} por ventana`,
    taxCredit: (amount: number) => `Crédito fiscal federal de hasta ${dollars(amount)}/año`,
    rebatesUpTo: (amount: number) => `Reembolsos de hasta ${dollars(amount)} por ventana`,
    bannerRebate: "en ventanas que califican, vigentes hoy; le confirmamos los términos con su cotización por escrito.",
    bannerCredit: "en ventanas que califican, vigente hoy; consulte a su asesor de impuestos si su proyecto califica.",
    freeStrong: "Estimado gratis en su casa",
    freeText: "con muestras en su puerta y una cotización por escrito por ventana, sin compromiso.",
  },
} satisfies Record<Locale, unknown>;

/** How a card or product page words one incentive, e.g. "$40 rebate per window". */
export function incentiveLabel(fact: Pick<IncentiveFact, "kind" | "amount">, locale: Locale): string {
  return fact.kind === "rebate" ? words[locale].rebate(fact.amount) : words[locale].taxCredit(fact.amount);
}

/** The incentive a product's card shows on `on`: its own rebate if in force, else the brand's strongest in force, else none. */
export function productIncentive(
  product: { incentive?: IncentiveFact | undefined },
  brandIncentives: readonly IncentiveFact[],
  on: Date,
): IncentiveFact | undefined {
  const own = inForce(product.incentive ? [product.incentive] : [], on)[0];
  if (own) return own;
  const brand = inForce(brandIncentives, on);
  return strongest(brand, "rebate") ?? strongest(brand, "tax-credit");
}

/** A brand page's headline on `on`, from the brand's incentives and its products' rebates in force; undefined when none is. */
export function brandHeadline(
  brandIncentives: readonly IncentiveFact[],
  products: readonly { incentive?: IncentiveFact | undefined }[],
  on: Date,
  locale: Locale,
): string | undefined {
  const current = inForce([...brandIncentives, ...products.flatMap((product) => (product.incentive ? [product.incentive] : []))], on);
  const rebate = strongest(current, "rebate");
  if (rebate) return words[locale].rebatesUpTo(rebate.amount);
  const credit = strongest(current, "tax-credit");
  return credit ? words[locale].taxCredit(credit.amount) : undefined;
}

/** The home banner: the strongest incentive in force on `on`, or, when none is, the free in-home estimate (always true). */
export function homeOffer(
  incentives: readonly IncentiveFact[],
  on: Date,
  locale: Locale,
): { kind: "incentive" | "estimate"; strong: string; text: string } {
  const current = inForce(incentives, on);
  const rebate = strongest(current, "rebate");
  if (rebate) return { kind: "incentive", strong: words[locale].rebatesUpTo(rebate.amount), text: words[locale].bannerRebate };
  const credit = strongest(current, "tax-credit");
  if (credit) return { kind: "incentive", strong: incentiveLabel(credit, locale), text: words[locale].bannerCredit };
  return { kind: "estimate", strong: words[locale].freeStrong, text: words[locale].freeText };
}
