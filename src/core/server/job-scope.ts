/**
 * What a job keeps of the quote it came from: the chosen option as signed, its name, lines and
 * figures, written once by the signature's statement and shown on the job's page. Pure.
 */
import type { PricedOption } from "../quote-pricing";

import type { JobScope } from "../job-stages";

export type { JobScope } from "../job-stages";

/** The job's scope of the signed `option`. */
export function jobScopeOf(option: PricedOption): JobScope {
  return {
    name: option.name,
    items: option.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      totalCents: item.lineTotalCents,
      ...(item.opening ? { opening: item.opening } : {}),
    })),
    subtotalCents: option.subtotalCents,
    discountCents: option.discountCents,
    taxCents: option.taxCents,
    totalCents: option.totalCents,
  };
}
