/**
 * The parts the pages a customer opens from an emailed link share (/cancel/{token}, /quote/{token}):
 * the link's token, read as the built page was rendered, and the card, "not found" and "could not
 * load" answers around it.
 */
import { useSyncExternalStore, type ReactNode } from "react";
import { ApiError } from "@/browser/api-client";

const noSubscription = () => () => {};

/**
 * The token after `/{segment}/` in the address ("" for none), or null while rendering as the
 * built page did (on the server, and the browser's first render): the page is built without a
 * token, so the first render must match it or React rebuilds the page with an error. The address
 * never changes while the page is open.
 */
export function useLinkToken(segment: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => (window.location.pathname.split(`/${segment}/`)[1] ?? "").replace(/\/$/, ""),
    () => null,
  );
}

/** A link's lookup is asked once more after a failure, never after a 404 (the link does not exist). */
export const retryUnlessNotFound = (count: number, error: Error) => !(error instanceof ApiError && error.status === 404) && count < 1;

export function LinkCard({ children, role }: { children: ReactNode; role?: "status" | "alert" }) {
  return (
    <div role={role} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {children}
    </div>
  );
}

interface CallUsProps {
  phone: string;
  phoneHref: string;
}

export function CallUs({ phone, phoneHref }: CallUsProps) {
  return (
    <a href={phoneHref} className="font-bold text-brand-800 underline">
      {phone}
    </a>
  );
}

/** An unknown or mistyped link: what it is, and the number to call. */
export function LinkNotFound({ title, text, ...phone }: CallUsProps & { title: string; text: string }) {
  return (
    <LinkCard role="alert">
      <h2 className="text-xl font-extrabold text-brand-900">{title}</h2>
      <p className="mt-2 text-slate-700">
        {text}
        <CallUs {...phone} />.
      </p>
    </LinkCard>
  );
}

/** The lookup failed (not a 404): try again later, or call. */
export function LinkLoadError({ text, ...phone }: CallUsProps & { text: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {text}
      <CallUs {...phone} />.
    </p>
  );
}
