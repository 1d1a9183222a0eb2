import { describe, expect, it } from "vitest";
import { foldIcs, foldLine } from "./fold-ics";

const octets = (line: string) => Buffer.byteLength(line, "utf8");
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("foldLine", () => {
  it("returns a line of 75 octets or fewer as it is", () => {
    const line = `DESCRIPTION:${"a".repeat(63)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds by octets, not characters, so accented text stays within 75 octets", () => {
    const line = `DESCRIPTION:${"ñ".repeat(60)}`; // 12 + 120 octets in 72 characters
    const pieces = foldLine(line).split("\r\n");
    expect(pieces.length).toBe(2);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(unfold(foldLine(line))).toBe(line);
  });

  it("never splits an emoji or a multi-byte character across lines", () => {
    const line = `SUMMARY:${"🪟ñé€".repeat(30)}`;
    const pieces = foldLine(line).split("\r\n");
    for (const [index, piece] of pieces.entries()) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      if (index > 0) expect(piece.startsWith(" ")).toBe(true);
      // A split character would show as U+FFFD once the piece is written as UTF-8 and read back.
      expect(Buffer.from(piece, "utf8").toString("utf8")).not.toContain("\uFFFD");
      expect(piece).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    expect(unfold(pieces.join("\r\n"))).toBe(line);
  });
});

describe("foldIcs", () => {
  it("unfolds the ics package's tab folds and refolds with CRLF and a space", () => {
    const input = `BEGIN:VCALENDAR\r\nX-A:${"é".repeat(37)}\r\n\t${"é".repeat(20)}\r\nEND:VCALENDAR\r\n`;
    const output = foldIcs(input);
    expect(output.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(output).not.toContain("\t");
    for (const line of output.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(output)).toBe(`BEGIN:VCALENDAR\r\nX-A:${"é".repeat(57)}\r\nEND:VCALENDAR\r\n`);
  });
});
