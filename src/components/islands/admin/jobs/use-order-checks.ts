/** The job page's orders after the send: the read, and each step (confirm, accept, correct, receive, remake) as its own mutation so its refusal shows beside it. */
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiQuery, apiRequest, apiUrl } from "@/browser/api-client";
import type { RemakePayer, RemakeReason } from "@/core/purchase-orders";
import {
  adminJobOrderChecks,
  adminPurchaseOrderAccept,
  adminPurchaseOrderConfirmation,
  adminPurchaseOrderCorrect,
  adminPurchaseOrderReceived,
  adminPurchaseOrderRemakes,
} from "@/schemas/routes/purchase-order-checks";
import { refreshAdminData } from "../admin-api";

/** The job's orders, each line as ordered beside as confirmed. */
export function useOrderChecks(jobId: string) {
  return useQuery({ ...apiQuery(apiUrl(adminJobOrderChecks, { params: { id: jobId } })), staleTime: 0 });
}

const after = { onSuccess: () => refreshAdminData() };

/** The steps on one order. */
export function useOrderSteps(orderId: string) {
  return {
    confirm: useMutation({
      mutationFn: (body: {
        shipDate: string;
        lines: { openingId: string; width: string; height: string; options: string[]; unitCostCents: number }[];
      }) => apiRequest("POST", apiUrl(adminPurchaseOrderConfirmation, { params: { id: orderId } }), body),
      ...after,
    }),
    accept: useMutation({
      mutationFn: (reason: string) => apiRequest("POST", apiUrl(adminPurchaseOrderAccept, { params: { id: orderId } }), { reason }),
      ...after,
    }),
    correct: useMutation({
      mutationFn: () => apiRequest("POST", apiUrl(adminPurchaseOrderCorrect, { params: { id: orderId } })),
      ...after,
    }),
    receive: useMutation({
      mutationFn: (openingIds?: string[]) =>
        apiRequest("POST", apiUrl(adminPurchaseOrderReceived, { params: { id: orderId } }), openingIds ? { openingIds } : {}),
      ...after,
    }),
    remake: useMutation({
      mutationFn: (body: { openingId: string; reason: RemakeReason; costCents: number; chargedTo: RemakePayer }) =>
        apiRequest("POST", apiUrl(adminPurchaseOrderRemakes, { params: { id: orderId } }), body),
      ...after,
    }),
  };
}
