/**
 * Change orders as the office writes them (POST /api/admin/jobs/{id}/change-orders), as the
 * customer signs them (POST /api/change-orders/{token}/sign), and the page's answer
 * (GET /api/change-orders/{token}). Amounts come in as whole cents per unit; every line amount,
 * the tax and the total are the server's (src/core/change-order.ts).
 */
import { isPlainText } from "@/core/plain-text";
import {
  MAX_CHANGE_ORDER_DESCRIPTION,
  MAX_CHANGE_ORDER_LINES,
  MAX_CHANGE_ORDER_QUANTITY,
  MAX_CHANGE_ORDER_TOTAL_CENTS,
  MAX_CHANGE_ORDER_UNIT_CENTS,
} from "@/core/change-order";
import type { ChangeOrderDocument } from "@/core/change-order-document";
import { changeOrderCopy } from "@/i18n/change-orders";
import { locales, type Locale } from "@/i18n/locales";
import type { ChangeOrderStatus } from "./money";
import { officeText } from "./admin/office-text";
import { z } from "./zod";

/** One line as the office types it: a negative unit price is a credit. */
export const changeOrderLineSchema = z.object({
  description: officeText("a description", MAX_CHANGE_ORDER_DESCRIPTION).min(1, "Enter a description"),
  quantity: z
    .number({ error: "Quantity must be a number" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_CHANGE_ORDER_QUANTITY, `Quantity must be at most ${MAX_CHANGE_ORDER_QUANTITY}`),
  unitPriceCents: z
    .number({ error: "Unit price must be a number of cents" })
    .int("Unit price must be whole cents (no fractions)")
    .min(-MAX_CHANGE_ORDER_UNIT_CENTS, `A credit must be at most ${MAX_CHANGE_ORDER_UNIT_CENTS} cents a unit`)
    .max(MAX_CHANGE_ORDER_UNIT_CENTS, `Unit price must be at most ${MAX_CHANGE_ORDER_UNIT_CENTS} cents`),
});

/** POST /api/admin/jobs/{id}/change-orders. */
export const changeOrderCreateSchema = z.object({
  items: z
    .array(changeOrderLineSchema, { error: "Add the lines that change" })
    .min(1, "A change order needs at least one line")
    .max(MAX_CHANGE_ORDER_LINES, `A change order takes at most ${MAX_CHANGE_ORDER_LINES} lines`)
    // Before tax; the tax (a rate of at most 100%) cannot take it past twice this, which an integer column holds.
    .refine(
      (items) => Math.abs(items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0)) <= MAX_CHANGE_ORDER_TOTAL_CENTS,
      `The change must be at most ${MAX_CHANGE_ORDER_TOTAL_CENTS} cents either way`,
    ),
  note: officeText("the note", 2000).optional().default(""),
});
export type ChangeOrderCreate = z.output<typeof changeOrderCreateSchema>;

/** 201 of a change order written. */
export interface ChangeOrderCreated {
  id: string;
  /** Tax included; negative for a credit. */
  totalCents: number;
  /** The contract total once it is signed, on the facts as they are now. */
  newContractTotalCents: number;
}

/** POST /api/change-orders/{token}/sign, its messages in the page's language. */
export const signChangeOrderSchemaFor = (locale: Locale) => {
  const m = changeOrderCopy[locale].errors;
  return z.object({
    /** The signer's full name as typed. */
    name: z.string({ error: m.typeName }).trim().min(2, m.typeName).max(120, m.nameTooLong).refine(isPlainText, m.typeName),
    /** The consent and the agreement: must be exactly true. */
    agree: z.literal(true, { error: m.agree }),
    /** The SHA-256 the page was given with the document it showed; if it no longer matches, 409. */
    documentSha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    locale: z.enum(locales).optional().default("en"),
  });
};

/** The signature as the page shows it. */
export interface ChangeOrderSignatureView {
  typedName: string;
  signedAt: string;
  consentVersion: string;
  documentSha256: string;
}

/** GET /api/change-orders/{token}: the document to show, its SHA-256 and what can still be done. */
export interface ChangeOrderView {
  status: ChangeOrderStatus;
  document: ChangeOrderDocument;
  /** The SHA-256 of the document shown (the signed one's, once signed). */
  documentSha256: string;
  /** False while the business facts lack what a contract must state. */
  signable: boolean;
  signature: ChangeOrderSignatureView | null;
}
