import { describe, expect, it } from "vitest";
import { conversationHref, inboxFiltersFrom, inboxUrl, markAction } from "./text-inbox-view";

describe("the texts inbox's rules", () => {
  it("opens on the texts waiting for an answer unless the address asks for every one", () => {
    expect(inboxFiltersFrom("")).toEqual({ show: "waiting" });
    expect(inboxFiltersFrom("?show=all")).toEqual({ show: "all" });
    expect(inboxFiltersFrom("?show=everything")).toEqual({ show: "waiting" });
  });

  it("reads a page after the cursor of the page before", () => {
    expect(inboxUrl({ show: "all" }, 2, "41")).toBe("/api/admin/sms/inbox?show=all&after=41&pageSize=20");
    expect(inboxUrl({ show: "waiting" }, 1)).toBe("/api/admin/sms/inbox?show=waiting&pageSize=20");
  });

  it("leads to the visit's or the lead's conversation, or nowhere for a number we do not know", () => {
    expect(conversationHref({ appointmentId: "a 1", leadId: null })).toBe("/admin/appointments?id=a%201");
    expect(conversationHref({ appointmentId: null, leadId: "l1" })).toBe("/admin/leads?id=l1");
    expect(conversationHref({ appointmentId: null, leadId: null })).toBeNull();
  });

  it("marks a waiting text answered, an answered one waiting again, and offers nothing for what the site answered", () => {
    expect(markAction("waiting")).toMatchObject({ answered: true, label: "Mark answered" });
    expect(markAction("answered")).toMatchObject({ answered: false, label: "Mark waiting" });
    expect(markAction("automatic")).toBeNull();
  });
});
