/**
 * `text` closed with a full stop, unless it already ends in one ("… a las 10:00 a.m."), so a
 * time at the end of a sentence never reads "a.m.." in either language.
 */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
