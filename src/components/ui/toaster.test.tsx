// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";
import { TOAST_DURATION_MS } from "./toast";
import { dismissToast, toast, TOAST_REMOVE_DELAY_MS } from "./use-toast";

beforeEach(() => {
  vi.useFakeTimers();
  // toast() mounts its own Toaster on first use; this test renders one explicitly.
  document.body.innerHTML = '<div data-toaster-root=""></div>';
});
afterEach(() => {
  act(() => {
    dismissToast();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });
  vi.useRealTimers();
});

describe("toast", () => {
  it("shows the title and description in a notification region", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Message Sent!", description: "We'll contact you within 24 hours." }));
    expect(screen.getByText("Message Sent!")).toBeTruthy();
    expect(screen.getByText("We'll contact you within 24 hours.")).toBeTruthy();
    expect(screen.getByRole("region", { name: /Notifications \(F8\)/ })).toBeTruthy();
  });

  it("keeps only one toast: a new one replaces the older", () => {
    render(<Toaster />);
    act(() => void toast({ title: "First" }));
    act(() => void toast({ title: "Second", variant: "destructive" }));
    expect(screen.queryByText("First")).toBeNull();
    expect(screen.getByText("Second")).toBeTruthy();
  });

  it("closes by itself after 5000 ms", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Appointment Booked!" }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.queryByText("Appointment Booked!")).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Appointment Booked!")).toBeNull();
  });

  it("closes with its close button", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Booking Failed", variant: "destructive" }));
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Booking Failed")).toBeNull();
  });
});

describe("Toaster in Spanish", () => {
  it("names the region and the close button in Spanish", () => {
    render(<Toaster locale="es" />);
    act(() => void toast({ title: "¡Cita reservada!" }));
    expect(screen.getByRole("region", { name: /Notificaciones \(F8\)/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cerrar aviso" })).toBeTruthy();
  });
});

describe("the toast modules", () => {
  it("do not import each other: the store imports no UI, the Toaster not the toast() module", () => {
    const source = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");
    expect(source("./toaster.tsx")).not.toMatch(/from "\.\/use-toast"/);
    expect(source("./toast-store.ts")).not.toMatch(/from "\.\/(use-toast|toaster)"/);
  });
});
