// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAnswerInView } from "./use-answer-in-view";

/** A form whose answer (a message) appears above its button each time it is sent. */
function Form() {
  const [sent, setSent] = useState(0);
  const ref = useAnswerInView<HTMLFormElement>(sent > 0 && sent);
  return (
    <form
      ref={ref}
      onSubmit={(event) => {
        event.preventDefault();
        setSent((count) => count + 1);
      }}
    >
      <p>Read this first.</p>
      {sent > 0 && (
        <p data-answer tabIndex={-1}>
          Tick the box.
        </p>
      )}
      <p data-answer tabIndex={-1}>
        A later answer.
      </p>
      <button type="submit">Sign</button>
    </form>
  );
}

/** Places the answer at `top`..`top + 40` px in a 844 px window whose header takes 80 px. */
function placeAnswerAt(top: number) {
  document.documentElement.style.scrollPaddingTop = "80px";
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    top,
    bottom: top + 40,
    left: 0,
    right: 390,
    width: 390,
    height: 40,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  return vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useAnswerInView", () => {
  it("focuses the first answer each time a new one comes, and scrolls it to the middle when it sits under the header", () => {
    const scroll = placeAnswerAt(-300);
    render(<Form />);
    expect(scroll).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect(document.activeElement).toBe(screen.getByText("Tick the box."));
    expect(scroll).toHaveBeenCalledWith({ block: "center" });
    screen.getByRole("button", { name: "Sign" }).focus();
    fireEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect(document.activeElement).toBe(screen.getByText("Tick the box."));
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  it("scrolls when the answer is below the screen, and leaves the page still when it is already in view", () => {
    const below = placeAnswerAt(900);
    render(<Form />);
    fireEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect(below).toHaveBeenCalledTimes(1);
    cleanup();
    vi.restoreAllMocks();
    const inView = placeAnswerAt(400);
    render(<Form />);
    fireEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect(document.activeElement).toBe(screen.getByText("Tick the box."));
    expect(inView).not.toHaveBeenCalled();
  });
});
