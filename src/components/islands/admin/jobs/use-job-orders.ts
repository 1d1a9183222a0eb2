/** The job page's purchase orders: the job's orders read, written (or revised) from the openings, and each draft sent; every admin read refreshed after. */
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiQuery, apiRequest, apiUrl } from "@/browser/api-client";
import { adminJobPurchaseOrders, adminPurchaseOrderSend } from "@/schemas/routes/purchase-orders";
import { refreshAdminData } from "../admin-api";

export function useJobOrders(jobId: string) {
  const url = apiUrl(adminJobPurchaseOrders, { params: { id: jobId } });
  const orders = useQuery(apiQuery(url));
  const write = useMutation({
    mutationFn: () => apiRequest("POST", url),
    onSuccess: () => refreshAdminData(),
  });
  const send = useMutation({
    mutationFn: ({ id, shipTo }: { id: string; shipTo: "company" | "job" }) =>
      apiRequest("POST", apiUrl(adminPurchaseOrderSend, { params: { id } }), { shipTo }),
    onSuccess: () => refreshAdminData(),
  });
  return { orders, write, send };
}
