import { describe, expect, it } from "vitest";
import { emailKey, phoneKey } from "./person-key";

describe("emailKey", () => {
  it.each([
    ["  Ana@Example.COM ", "ana@example.com"],
    ["j.doe+promo@gmail.com", "jdoe@gmail.com"],
    ["J.D.O.E@GMAIL.com", "jdoe@gmail.com"],
    ["jdoe+a+b@googlemail.com", "jdoe@gmail.com"],
    ["j.doe+tag@example.com", "j.doe+tag@example.com"],
    ["Victim+1@Outlook.com", "victim@outlook.com"],
    ["j.doe+a@hotmail.com", "j.doe@hotmail.com"],
    ["lee+x@icloud.com", "lee@icloud.com"],
    ["kim+news@fastmail.com", "kim@fastmail.com"],
    ["max+1@proton.me", "max@proton.me"],
    ["ana-shop@yahoo.com", "ana@yahoo.com"],
    ["ana+shop@yahoo.com", "ana+shop@yahoo.com"],
    ["first-last@outlook.com", "first-last@outlook.com"],
    ["+only@outlook.com", "+only@outlook.com"],
    ["..+x@gmail.com", "..+x@gmail.com"],
  ])("returns %j as %j", (email, key) => {
    expect(emailKey(email)).toBe(key);
  });

  it("keeps dots where the provider counts them (Outlook, iCloud)", () => {
    expect(emailKey("j.doe@outlook.com")).not.toBe(emailKey("jdoe@outlook.com"));
    expect(emailKey("j.doe@icloud.com")).not.toBe(emailKey("jdoe@icloud.com"));
  });

  it("returns the same key for every spelling of one Gmail mailbox", () => {
    expect(new Set(["jane.doe@gmail.com", "JaneDoe@Gmail.com", "jane.doe+estimate@gmail.com"].map(emailKey)).size).toBe(1);
  });
});

describe("phoneKey", () => {
  it.each([
    ["(480) 555-0142", "4805550142"],
    ["+1 480.555.0142", "4805550142"],
    ["14805550142", "4805550142"],
    ["4805550142", "4805550142"],
    // Ten digits that start with 1 are not a country code.
    ["1805550142", "1805550142"],
  ])("returns %j as %j", (phone, key) => {
    expect(phoneKey(phone)).toBe(key);
  });

  it("returns null when there are no digits", () => {
    expect(phoneKey(" - ")).toBeNull();
  });
});
