/**
 * Which phone numbers may receive a text: US and Canadian numbers only (+1), with a real
 * geographic area code. SMS pumping, the attack where a bot books with premium or foreign
 * numbers so the site pays for texts to them, lives on exactly the numbers refused here:
 * premium (900, 976 exchanges), non-geographic and toll-free codes, and the Caribbean
 * countries that share +1. Pure, so the same rule runs in the browser and on the server.
 *
 * What is refused, and why:
 * - not ten digits (a leading 1 or +1 allowed), or an area code or exchange starting with 0 or 1;
 * - N11 service codes (211, 411, 911...) as area code or exchange;
 * - area codes never assigned to a place: N9X and 37X/96X (reserved for expansion), 555;
 * - non-geographic codes: 456, the 5XX personal-communication codes, 600/622 (Canada), 700, 710,
 *   8XX toll-free, 900 premium;
 * - +1 numbers of other countries (Bahamas 242, Jamaica 876, Dominican Republic 809/829/849...);
 * - the 976 premium exchange, and 555-0100..0199, reserved for fiction (no phone answers them).
 * An area code that is well formed but not yet in service is let through: the authority's
 * list changes every year, and Twilio's own lookup refuses such a send without cost.
 */

/** Area codes that are not a place in the US or Canada. */
const REFUSED_AREA_CODES = new Set([
  // Non-geographic and premium.
  "456",
  "500",
  "521",
  "522",
  "523",
  "524",
  "525",
  "526",
  "527",
  "528",
  "529",
  "533",
  "544",
  "555",
  "566",
  "577",
  "588",
  "600",
  "622",
  "700",
  "710",
  "800",
  "822",
  "833",
  "844",
  "855",
  "866",
  "877",
  "880",
  "881",
  "882",
  "883",
  "884",
  "885",
  "886",
  "887",
  "888",
  "889",
  "900",
  // Caribbean and Atlantic countries that share +1 (not US territories, which stay allowed).
  "242",
  "246",
  "264",
  "268",
  "284",
  "345",
  "441",
  "473",
  "649",
  "658",
  "664",
  "721",
  "758",
  "767",
  "784",
  "809",
  "829",
  "849",
  "868",
  "869",
  "876",
]);

/** Why a number cannot be texted, or null when it can. */
export type NanpProblem = "format" | "area-code" | "premium" | "fiction";

/** The ten digits of a +1 number written any usual way ("(480) 555-2368", "+1 480 555 2368"), or null. */
export function nanpDigits(raw: string): string | null {
  const digits = raw.replace(/[\s().+-]/g, "");
  const match = /^1?(\d{10})$/.exec(digits);
  return match ? match[1]! : null;
}

/** Why `raw` cannot be texted (see the file's comment), or null when it is a textable US or Canadian number. */
export function nanpProblem(raw: string): NanpProblem | null {
  const digits = nanpDigits(raw);
  if (!digits || !/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return "format";
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (isServiceCode(area) || area[1] === "9" || /^(37|96)/.test(area) || REFUSED_AREA_CODES.has(area))
    return area === "900" ? "premium" : "area-code";
  if (isServiceCode(exchange)) return "format";
  if (exchange === "976") return "premium";
  if (exchange === "555" && digits.slice(6, 8) === "01") return "fiction";
  return null;
}

/** The number in E.164 ("+14805552368") when it can be texted, else null. */
export function toTextableNumber(raw: string): string | null {
  return nanpProblem(raw) === null ? `+1${nanpDigits(raw)}` : null;
}

/** 211, 311 ... 911: three-digit service codes, never an area code or exchange. */
function isServiceCode(code: string): boolean {
  return code[1] === "1" && code[2] === "1";
}
