/**
 * The status columns carry the core's union types, so a row read is already a status the rules
 * know and a status that does not exist fails to compile (astro check runs this file's types).
 */
import { describe, expectTypeOf, it } from "vitest";
import type { DepositState } from "@/core/deposit-state";
import type { JobStage } from "@/core/job-stages";
import type { QuoteStatus } from "@/core/quote-status";
import type { LeadStatus } from "@/schemas/admin/leads";
import type { AppointmentStatus } from "@/schemas/appointment";
import type { JobEventKind } from "@/schemas/job";
import type { ChangeOrderStatus, InvoiceKind, InvoiceStatus, PaymentMethod } from "@/schemas/money";
import type { Appointment, ChangeOrder, Invoice, InvoicePayment, invoices, Job, JobEvent, jobs, Lead, Quote, QuotePayment } from "./schema";

describe("status columns", () => {
  it("read as the core's union types", () => {
    expectTypeOf<Appointment["status"]>().toEqualTypeOf<AppointmentStatus>();
    expectTypeOf<Lead["status"]>().toEqualTypeOf<LeadStatus>();
    expectTypeOf<Quote["status"]>().toEqualTypeOf<QuoteStatus>();
    expectTypeOf<QuotePayment["status"]>().toEqualTypeOf<DepositState>();
    expectTypeOf<Job["stage"]>().toEqualTypeOf<JobStage>();
    expectTypeOf<Job["stageBeforeHold"]>().toEqualTypeOf<JobStage | null>();
    expectTypeOf<JobEvent["kind"]>().toEqualTypeOf<JobEventKind>();
    expectTypeOf<JobEvent["fromStage"]>().toEqualTypeOf<JobStage | null>();
    expectTypeOf<JobEvent["toStage"]>().toEqualTypeOf<JobStage>();
    expectTypeOf<ChangeOrder["status"]>().toEqualTypeOf<ChangeOrderStatus>();
    expectTypeOf<Invoice["kind"]>().toEqualTypeOf<InvoiceKind>();
    expectTypeOf<Invoice["status"]>().toEqualTypeOf<InvoiceStatus>();
    expectTypeOf<InvoicePayment["method"]>().toEqualTypeOf<PaymentMethod>();
    expectTypeOf<InvoicePayment["status"]>().toEqualTypeOf<DepositState>();
  });

  it("refuse a status that does not exist", () => {
    // @ts-expect-error: "unpaid" is no invoice status.
    expectTypeOf<{ status: "unpaid" }>().toExtend<Pick<typeof invoices.$inferInsert, "status">>();
    // @ts-expect-error: "done" is no stage.
    expectTypeOf<{ stage: "done" }>().toExtend<Pick<typeof jobs.$inferInsert, "stage">>();
  });
});
