// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";

afterEach(cleanup);

describe("Dialog", () => {
  it("returns onClose for its own close only, not for a dialog inside it (Escape on the photo viewer)", () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Appointment details">
        <dialog aria-label="Photo" open>
          A photo
        </dialog>
      </Dialog>,
    );
    fireEvent(screen.getByRole("dialog", { name: "Photo" }), new Event("close"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent(screen.getByRole("dialog", { name: "Appointment details" }), new Event("close"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
