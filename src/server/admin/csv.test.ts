import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("csvField", () => {
  it("returns every value quoted, with inner quotes doubled", () => {
    expect(csvField('Say "hi", then leave')).toBe('"Say ""hi"", then leave"');
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField(120)).toBe('"120"');
    expect(csvField(false)).toBe('"false"');
  });

  it("returns an empty quoted field for null and undefined", () => {
    expect(csvField(null)).toBe('""');
    expect(csvField(undefined)).toBe('""');
  });

  it("returns line breaks kept inside the quotes", () => {
    expect(csvField("line one\r\nline two\nthree")).toBe('"line one\r\nline two\nthree"');
  });

  it("returns dates as ISO instants", () => {
    expect(csvField(new Date("2026-12-01T16:30:00Z"))).toBe('"2026-12-01T16:30:00.000Z"');
  });

  it.each(['=HYPERLINK("http://evil")', "+1 480 555 0100", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])(
    "returns %j prefixed with ' so a spreadsheet shows it as text",
    (value) => {
      expect(csvField(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    },
  );

  it.each(["-1762.53", "-5", "-0.50"])("returns the negative number %j unchanged, so a spreadsheet adds it", (value) => {
    expect(csvField(value)).toBe(`"${value}"`);
  });

  it.each(["-", "-A1", "-1762.53+A1", "- 5", "-.5", "-1,000"])(
    "returns %j, a minus sign not before a plain number, prefixed with '",
    (value) => {
      expect(csvField(value)).toBe(`"'${value}"`);
    },
  );

  it("returns values with a formula character later in the text unchanged", () => {
    expect(csvField("a=b")).toBe('"a=b"');
    expect(csvField(" =1")).toBe('" =1"');
  });
});

describe("toCsv", () => {
  it("returns a header line and one CRLF-ended line per row", () => {
    const columns = [
      { header: "Name", value: (row: { name: string; n: number }) => row.name },
      { header: "Count", value: (row: { name: string; n: number }) => row.n },
    ];
    expect(
      toCsv(columns, [
        { name: "Ana", n: 1 },
        { name: 'O"Neil', n: 2 },
      ]),
    ).toBe('"Name","Count"\r\n"Ana","1"\r\n"O""Neil","2"\r\n');
  });

  it("returns only the header line when there are no rows", () => {
    expect(toCsv([{ header: "Id", value: () => "" }], [])).toBe('"Id"\r\n');
  });
});
