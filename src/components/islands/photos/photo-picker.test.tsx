// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhotoPicker } from "./photo-picker";
import { preparePhoto, uploadPhoto, type PreparedPhoto } from "./prepare-photo";

vi.mock("./prepare-photo", () => ({ preparePhoto: vi.fn(), uploadPhoto: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(preparePhoto).mockReset();
  vi.mocked(uploadPhoto).mockReset();
});

const photo = (name: string) => new File([new Uint8Array(10)], name, { type: "image/jpeg" });

describe("PhotoPicker", () => {
  it("returns each picked photo prepared only after the one before it is done, not all at once", async () => {
    // Each preparation waits until the test lets it finish.
    const finish: ((prepared: PreparedPhoto) => void)[] = [];
    vi.mocked(preparePhoto).mockImplementation(() => new Promise((resolve) => finish.push(resolve)));
    let uploads = 0;
    vi.mocked(uploadPhoto).mockImplementation(async () => ({ ok: true, id: `id-${++uploads}` }));
    const files = [photo("a.jpg"), photo("b.jpg"), photo("c.jpg")];
    render(<PhotoPicker locale="en" picked={{ files }} max={6} onChange={() => {}} />);

    await waitFor(() => expect(preparePhoto).toHaveBeenCalledTimes(1));
    expect(vi.mocked(preparePhoto).mock.calls[0]![0]).toBe(files[0]);
    expect(screen.getAllByText("Preparing…")).toHaveLength(3);
    for (let done = 1; done <= 3; done++) {
      finish[done - 1]!({ blob: new Blob(["x"]), name: `${done}.jpg` });
      await waitFor(() => expect(screen.getAllByText("Added")).toHaveLength(done));
      expect(preparePhoto).toHaveBeenCalledTimes(Math.min(done + 1, 3));
    }
    expect(vi.mocked(preparePhoto).mock.calls.map(([file]) => file)).toEqual(files);
  });

  it("returns a failed photo, and the next one prepared, when one cannot be prepared", async () => {
    vi.mocked(preparePhoto)
      .mockRejectedValueOnce(new Error("decode failed"))
      .mockResolvedValue({ blob: new Blob(["x"]), name: "b.jpg" });
    vi.mocked(uploadPhoto).mockResolvedValue({ ok: true, id: "id-b" });
    render(<PhotoPicker locale="en" picked={{ files: [photo("a.jpg"), photo("b.jpg")] }} max={6} onChange={() => {}} />);
    await waitFor(() => expect(screen.getAllByText("Added")).toHaveLength(1));
    expect(screen.getByText("Not added")).toBeTruthy();
    expect(preparePhoto).toHaveBeenCalledTimes(2);
  });

  it("returns the photo still listed, with the reason in the visitor's language, when removing it fails", async () => {
    const detach = vi.fn(async () => "Ya no se pueden agregar ni quitar fotos de esta visita.");
    render(
      <PhotoPicker
        locale="es"
        initial={[{ id: "p1", thumbnailUrl: "data:image/jpeg;base64,AA==" }]}
        max={6}
        onChange={() => {}}
        detach={detach}
      />,
    );
    screen.getByRole("button", { name: "Quitar la foto 1" }).click();
    expect(await screen.findByText("Ya no se pueden agregar ni quitar fotos de esta visita.")).toBeTruthy();
    expect(detach).toHaveBeenCalledWith("p1");
    expect(screen.getByRole("img", { name: "Foto 1" })).toBeTruthy();
  });
});
