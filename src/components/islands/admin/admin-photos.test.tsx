// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminPhoto } from "@/schemas/admin/photos";
import { AdminPhotos } from "./admin-photos";

afterEach(cleanup);

const photo = (id: string): AdminPhoto => ({
  id,
  width: 2048,
  height: 1536,
  bytes: 400_000,
  createdAt: "2026-12-01T16:30:00.000Z",
  url: `/api/admin/photos/${id}`,
  thumbnailUrl: `/api/admin/photos/${id}?size=thumb`,
});
const PHOTOS = [photo("p1"), photo("p2"), photo("p3")];
/**
 * True when `button` holds the focus and can keep it: a browser moves focus off a control that
 * becomes disabled (happy-dom does not), so the control must stay enabled, only aria-disabled.
 */
const keepsFocus = (button: HTMLElement) => document.activeElement === button && !(button as HTMLButtonElement).disabled;

describe("AdminPhotos full-size view", () => {
  it("returns keyboard focus still on Next when it reaches the last photo, and on Previous at the first", async () => {
    const user = userEvent.setup();
    render(<AdminPhotos photos={PHOTOS} who="Rosa Vega" />);
    await user.click(screen.getByRole("img", { name: "Photo 1 of 3 from Rosa Vega: open full size" }));
    const dialog = screen.getByRole("dialog", { hidden: true });
    const next = within(dialog).getByRole("button", { name: "Next", hidden: true });
    const previous = within(dialog).getByRole("button", { name: "Previous", hidden: true });
    next.focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    expect(within(dialog).getByText(/^Photo 3 of 3 from Rosa Vega/)).toBeTruthy();
    expect(keepsFocus(next)).toBe(true);
    expect(next.getAttribute("aria-disabled")).toBe("true");
    // Pressed again at the end: nothing moves, focus stays.
    await user.keyboard("{Enter}");
    expect(within(dialog).getByText(/^Photo 3 of 3 from Rosa Vega/)).toBeTruthy();
    expect(keepsFocus(next)).toBe(true);

    previous.focus();
    await user.keyboard("{Enter}{Enter}");
    expect(within(dialog).getByText(/^Photo 1 of 3 from Rosa Vega/)).toBeTruthy();
    expect(keepsFocus(previous)).toBe(true);
  });
});
