import { describe, expect, it } from "vitest";
import { csvStream } from "./csv";

const columns = [{ header: "Name", value: (row: { name: string }) => row.name }];

/** Batches of rows, counting how many the stream has asked for. */
function countingBatches(batches: { name: string }[][]) {
  const state = { read: 0, returned: false };
  async function* generate() {
    try {
      for (const batch of batches) {
        state.read++;
        yield batch;
      }
    } finally {
      state.returned = true;
    }
  }
  return { iterator: generate(), state };
}

describe("csvStream", () => {
  it("returns the byte order mark and header before reading any row", async () => {
    const { iterator, state } = countingBatches([[{ name: "Ana" }], [{ name: "Ben" }]]);
    const reader = csvStream(columns, iterator).getReader();
    const first = await reader.read();
    // ignoreBOM keeps the mark in the text, so the test sees it.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(first.value)).toBe('\uFEFF"Name"\r\n');
    expect(state.read).toBe(0);
  });

  it("returns one batch per read, asking for the next only when the reader does", async () => {
    const { iterator, state } = countingBatches([[{ name: "Ana" }, { name: "Bo" }], [{ name: "Cy" }]]);
    const reader = csvStream(columns, iterator).getReader();
    await reader.read();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('"Ana"\r\n"Bo"\r\n');
    expect(state.read).toBe(1);
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('"Cy"\r\n');
    expect(state.read).toBe(2);
    expect((await reader.read()).done).toBe(true);
  });

  it("returns the rows' source to its end when the download is cancelled", async () => {
    const { iterator, state } = countingBatches([[{ name: "Ana" }], [{ name: "Ben" }], [{ name: "Cy" }]]);
    const reader = csvStream(columns, iterator).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(state).toEqual({ read: 1, returned: true });
  });
});
