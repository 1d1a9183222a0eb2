/**
 * Before saving a change the customer hears of (a confirm, a cancel, a move): the sentence saying
 * who will be told and how, and the "Don't notify" box for a change they already know about.
 */
import type { CustomerReach } from "@/schemas/admin/appointments";
import { noticePreview, silentPreview, type PreviewedChange } from "./notice-preview";

interface NoticeChoiceProps {
  firstName: string;
  customer: CustomerReach;
  change: PreviewedChange;
  notify: boolean;
  onNotifyChange: (notify: boolean) => void;
}

export function NoticeChoice({ firstName, customer, change, notify, onNotifyChange }: NoticeChoiceProps) {
  return (
    <div data-slot="notice-preview" className="grid gap-2 rounded-lg border border-brand-200 bg-white p-3">
      <p role="status" className="text-slate-800">
        {notify ? noticePreview(firstName, customer, change) : silentPreview(firstName)}
      </p>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={!notify}
          onChange={(event) => onNotifyChange(!event.target.checked)}
        />
        Don't notify {firstName}
      </label>
    </div>
  );
}
