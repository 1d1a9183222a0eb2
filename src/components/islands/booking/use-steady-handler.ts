/**
 * A handler for memoized children: the calendar's cells re-render only when what they show
 * changes, so the functions they are given must not change with each render of their parent.
 */
import { useCallback, useLayoutEffect, useRef } from "react";

/** A function that keeps its identity across renders and calls the latest `handler`: memoized cells are not re-rendered by a parent's new closure. */
export function useSteadyHandler<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
