// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_OPENING } from "./opening-form-values";
import { OpeningForm } from "./opening-form";
import { OpeningList } from "./opening-list";

afterEach(cleanup);

async function typeSlider(width: string, height: string) {
  const onSave = vi.fn();
  render(<OpeningForm initial={EMPTY_OPENING} editing={false} onSave={onSave} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Room/), "Bedroom 2");
  await user.selectOptions(screen.getByLabelText(/^Style/), "slider");
  await user.type(screen.getByLabelText(/^W · Width/), width);
  await user.type(screen.getByLabelText(/^H · Height/), height);
  await user.click(screen.getByRole("button", { name: "Save opening" }));
  return { onSave, user };
}

describe("OpeningForm", () => {
  it("asks whether a slider taller than wide has its sizes swapped, and saves them swapped on 'Swap them'", async () => {
    const { onSave, user } = await typeSlider("36", "60.25");
    expect(onSave).not.toHaveBeenCalled();
    const question = screen.getByRole("alert");
    expect(question.textContent).toContain("Height and width swapped?");
    await user.click(within(question).getByRole("button", { name: "Swap them" }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ width: "60.25", height: "36", style: "slider" }), expect.anything());
  });

  it("saves as typed on 'They are right'", async () => {
    const { onSave, user } = await typeSlider("36", "60.25");
    await user.click(screen.getByRole("button", { name: "They are right" }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ width: "36", height: "60.25" }), expect.anything());
  });

  it("saves a slider wider than tall without asking", async () => {
    const { onSave } = await typeSlider("60", "36");
    expect(screen.queryByText("Height and width swapped?")).toBeNull();
    expect(onSave).toHaveBeenCalledOnce();
  });

  it("shows the server's messages on their fields when an opening it refused is opened to fix", () => {
    render(
      <OpeningForm initial={{ ...EMPTY_OPENING, room: "Den", width: "300", height: "40" }} serverErrors={{ width: ["Width must be 6 to 180 inches"] }} editing onSave={vi.fn()} />,
    );
    const width = screen.getByLabelText(/^W · Width/);
    expect(width.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Width must be 6 to 180 inches")).toBeTruthy();
  });
});

describe("OpeningList", () => {
  const waiting = { location: "Kitchen", kind: "window" as const, style: "single-hung", width: "35-1/2", height: "59 15/16", installMethod: "insert" as const };

  it("lists an opening kept on the phone at once, read back, marked as waiting, photos later", () => {
    render(<OpeningList rows={[{ key: "c1", ref: { clientId: "c1" }, waiting, removing: false }]} online={false} onEdit={vi.fn()} onRemove={vi.fn()} onPhotos={vi.fn()} />);
    expect(screen.getByText("Kitchen · Single-hung")).toBeTruthy();
    expect(screen.getByText("W 35 1/2 × H 59 15/16 in")).toBeTruthy();
    expect(screen.getByText("Saved on this phone · sends when online")).toBeTruthy();
    expect(screen.getByText("Photos can be added once the office has this opening.")).toBeTruthy();
  });

  it("shows the server's refusal on the opening, announced, with a way to fix it", () => {
    const refusal = { message: "Check the fields", fieldErrors: { width: ["Width must be 6 to 180 inches"] } };
    render(
      <OpeningList rows={[{ key: "c1", ref: { clientId: "c1" }, waiting, removing: false, refusal }]} online onEdit={vi.fn()} onRemove={vi.fn()} onPhotos={vi.fn()} />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Check the fields. Width must be 6 to 180 inches");
    expect(screen.getByRole("button", { name: "Fix it Kitchen" })).toBeTruthy();
  });
});
