// @vitest-environment happy-dom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useSteadyHandler } from "./use-steady-handler";

afterEach(cleanup);

describe("useSteadyHandler", () => {
  it("returns the same function on every render, which calls the handler of the latest render", () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(({ name }) => useSteadyHandler((day: string) => calls.push(`${name} ${day}`)), {
      initialProps: { name: "first" },
    });
    const steady = result.current;
    rerender({ name: "second" });
    expect(result.current).toBe(steady);
    steady("2026-12-03");
    expect(calls).toEqual(["second 2026-12-03"]);
  });
});
