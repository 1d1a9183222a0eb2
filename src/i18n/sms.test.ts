import { describe, expect, it } from "vitest";
import { foldToGsm7, smsLength } from "@/core/server/gsm7";
import { smsCopy } from "./sms";
import { locales } from "./locales";

const brand = "Windows & Doors Near Me";
// A manage link as long as production's: origin, /es/cancel/ and a 43-character token.
const link = `https://www.windowsanddoorsnearme.com/es/cancel/${"x".repeat(43)}`;
const facts = { brand, day: "Tue, Dec 1", time: "10:00 AM", link };

describe("smsCopy", () => {
  it.each(locales)("keeps each %s text without a link in one GSM-7 segment once folded", (locale) => {
    const copy = smsCopy[locale];
    const texts = [
      copy.cancelled(facts),
      copy.onMyWay(brand, "10:40 AM"),
      copy.confirmed(brand, facts.day, facts.time),
      copy.stopped(brand),
      copy.started(brand),
      copy.help(brand, "(480) 555-0142"),
      copy.autoReply(brand, "(480) 555-0142"),
      copy.leadOpen(brand),
      copy.leadClosed(brand, copy.nextOpening(copy.tomorrow, "7 AM")),
    ];
    for (const text of texts) expect(smsLength(foldToGsm7(text))).toMatchObject({ encoding: "GSM-7", segments: 1 });
  });
  it.each(locales)("keeps each %s visit text with its manage link in at most two segments", (locale) => {
    const copy = smsCopy[locale];
    for (const text of [copy.confirmation(facts), copy.reminder(facts), copy.morning(facts), copy.moved(facts), copy.manage(brand, link)]) {
      expect(text).toContain(brand);
      expect(smsLength(foldToGsm7(text)).segments).toBeLessThanOrEqual(2);
    }
  });
  it("says what the law asks in the consent disclosure", () => {
    expect(smsCopy.en.consent.disclosure).toContain(
      "Msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not required to book.",
    );
  });
});

describe("smsCopy.es", () => {
  it("ends a sentence on a Spanish time with one period", () => {
    expect(smsCopy.es.confirmation({ ...facts, time: "de 2 p.m. a 4 p.m." })).toContain("de 2 p.m. a 4 p.m. Cambiar o cancelar:");
    expect(smsCopy.es.onMyWay(brand, "10:40 a.m.")).toMatch(/alrededor de las 10:40 a\.m\.$/);
  });
});
