/** The job page's change orders: writing one, sending it (the link answered) and withdrawing it; every admin read refreshed after. */
import { useMutation } from "@tanstack/react-query";
import { apiRequest, apiUrl } from "@/browser/api-client";
import type { ChangeOrderLineInput } from "@/core/change-order";
import { adminChangeOrderSend, adminChangeOrderVoid, adminJobChangeOrders } from "@/schemas/routes/change-orders";
import { refreshAdminData } from "../admin-api";

export function useJobChangeOrders(jobId: string) {
  const write = useMutation({
    mutationFn: (body: { items: ChangeOrderLineInput[]; note: string }) =>
      apiRequest("POST", apiUrl(adminJobChangeOrders, { params: { id: jobId } }), body),
    onSuccess: () => refreshAdminData(),
  });
  const send = useMutation({
    mutationFn: (id: string) => apiRequest("POST", apiUrl(adminChangeOrderSend, { params: { id } })),
    onSuccess: () => refreshAdminData(),
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => apiRequest("POST", apiUrl(adminChangeOrderVoid, { params: { id } })),
    onSuccess: () => refreshAdminData(),
  });
  return { write, send, withdraw };
}
