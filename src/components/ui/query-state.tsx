/**
 * What a read shows until its data is there: a pulsing line while it loads, an alert when it
 * failed, a note when it came back empty, and otherwise the children, given the data. The
 * screen supplies every word. A failed read has already been retried once (the shared
 * QueryClient's rule), so the alert's words say what to do next.
 */
import type { ReactNode } from "react";

interface QueryStateProps<T> {
  /** A TanStack Query result (`useQuery`'s); only its data and whether it failed are read. */
  query: { data: T | undefined; isError: boolean };
  /** Says what is loading, e.g. "Loading the numbers...". */
  loading: ReactNode;
  /** Says the read failed and what to do. */
  error: ReactNode;
  /** Shown instead of the children when `isEmpty` finds nothing in the data. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, loading, error, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isError) {
    return (
      <p role="alert" data-slot="query-error" className="rounded-lg bg-red-50 p-4 text-red-800">
        {error}
      </p>
    );
  }
  if (query.data === undefined) {
    return (
      <p role="status" data-slot="query-loading" className="animate-pulse text-slate-600">
        {loading}
      </p>
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) return empty;
  return children(query.data);
}
