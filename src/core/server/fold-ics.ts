/**
 * Line folding for iCalendar text as RFC 5545 (3.1) requires it: no line longer than 75
 * octets, excluding the CRLF, a continuation line starting with one space. The `ics` package
 * folds by characters, so a Spanish or emoji line comes out at 80-150 octets, which strict
 * calendar clients refuse; every .ics we write goes through `foldIcs` after it.
 */

/** Most octets on one line, excluding the CRLF (RFC 5545, 3.1). */
export const MAX_LINE_OCTETS = 75;

/**
 * The same calendar with every content line unfolded and folded again by UTF-8 octets:
 * at most 75 per line, CRLF line ends, and never inside a multi-byte character. Unfolding
 * the result gives back exactly the unfolded input.
 */
export function foldIcs(text: string): string {
  // A CRLF followed by a space or a tab is a fold (the ics package folds with a tab).
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const trailing = lines.at(-1) === "" ? lines.pop() : undefined;
  const folded = lines.map(foldLine).join("\r\n");
  return trailing === undefined ? folded : `${folded}\r\n`;
}

/** One unfolded content line, folded into pieces of at most 75 octets, the first without the leading space. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  // The leading space of a continuation line counts against its 75 octets.
  let room = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = utf8Octets(character);
    if (octets + size > room) {
      pieces.push(piece);
      piece = "";
      octets = 0;
      room = MAX_LINE_OCTETS - 1;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

// `for…of` walks code points, so a surrogate pair (an emoji) is one character of 4 octets.
function utf8Octets(character: string): number {
  const code = character.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}
