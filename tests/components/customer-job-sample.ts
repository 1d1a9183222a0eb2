/** A job as its customer sees it, for the customer screens' tests: delivered, its install days to choose. */
import type { CustomerJob } from "@/schemas/customer-job";

/** Job 1001, signed December 2 and delivered December 20 (2026), Milgard, two install days still to choose; override what a test cares about. */
export function sampleCustomerJob(overrides: Partial<CustomerJob> = {}): CustomerJob {
  return {
    id: "j1",
    number: 1001,
    stage: "delivered",
    timeline: [
      { stage: "signed", at: "2026-12-02T16:00:00.000Z" },
      { stage: "ordered", at: "2026-12-04T17:00:00.000Z" },
      { stage: "delivered", at: "2026-12-20T17:00:00.000Z" },
    ],
    next: { step: "choose-install" },
    nextSentence: "Elija el día en que empieza su instalación.",
    expectedDelivery: "2026-12-20",
    expectedDeliveryPrecision: "day",
    install: { days: 2, dates: [], canChoose: true },
    manufacturer: "Milgard",
    optionName: "Mejor",
    jobAddress: "123 E Main St, Gilbert, AZ 85233",
    warranty: null,
    ...overrides,
  };
}
