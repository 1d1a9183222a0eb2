/**
 * One supplier's form, new or saved: its name, the email orders go to, our account number with it;
 * Save, and for a saved supplier Retire or Restore. The server's field errors show beside the boxes.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { apiRequest, apiUrl } from "@/browser/api-client";
import { adminSupplier, adminSuppliers } from "@/schemas/routes/purchase-orders";
import type { SupplierView } from "@/schemas/suppliers";
import { FormErrors } from "./book-fields";
import { useBookWrite } from "./use-book-write";

interface SupplierDraft {
  name: string;
  email: string;
  accountNumber: string;
}

const draftOf = (supplier?: SupplierView): SupplierDraft => ({
  name: supplier?.name ?? "",
  email: supplier?.email ?? "",
  accountNumber: supplier?.accountNumber ?? "",
});

export function SupplierEditor({ supplier }: { supplier?: SupplierView }) {
  const [draft, setDraft] = useState(() => draftOf(supplier));
  const set = (change: Partial<SupplierDraft>) => setDraft((current) => ({ ...current, ...change }));
  const save = useBookWrite(
    (body: SupplierDraft) =>
      supplier
        ? apiRequest("PATCH", apiUrl(adminSupplier, { params: { id: supplier.id } }), body)
        : apiRequest("POST", apiUrl(adminSuppliers), body),
    supplier ? "Supplier saved" : "Supplier added",
    () => !supplier && setDraft(draftOf()),
  );
  const retire = useBookWrite(
    (active: boolean) => apiRequest("PATCH", apiUrl(adminSupplier, { params: { id: supplier!.id } }), { active }),
    supplier?.active ? "Supplier retired" : "Supplier restored",
  );
  const errors = save.fieldErrors;

  return (
    <form
      noValidate
      aria-label={supplier ? `Edit ${supplier.name}` : "New supplier"}
      onSubmit={(event) => (event.preventDefault(), save.mutate(draft))}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          <Input value={draft.name} autoComplete="off" onChange={(event) => set({ name: event.target.value })} />
        </Field>
        <Field label="Order email" hint="Each order is emailed here." error={errors.email}>
          <Input type="email" value={draft.email} autoComplete="off" onChange={(event) => set({ email: event.target.value })} />
        </Field>
        <Field label="Our account number" optional hint="Printed on every order." error={errors.accountNumber}>
          <Input value={draft.accountNumber} autoComplete="off" onChange={(event) => set({ accountNumber: event.target.value })} />
        </Field>
      </div>
      <FormErrors failure={save.failure} errors={errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.pending}>
          {save.pending ? "Saving..." : supplier ? "Save the supplier" : "Add the supplier"}
        </Button>
        {supplier && (
          <Button variant="ghost" disabled={retire.pending} onClick={() => retire.mutate(!supplier.active)}>
            {supplier.active ? "Retire the supplier" : "Restore the supplier"}
          </Button>
        )}
      </div>
      {retire.failure && (
        <p role="alert" className="text-red-800">
          {retire.failure}
        </p>
      )}
    </form>
  );
}
