// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { adminScreens } from "@/config/admin-navigation";
import { showWaiting } from "./waiting-counts";

/** The frame's navigation as AdminNav.astro draws it, twice (sidebar and phone menu), and the Menu button's total. */
function drawFrame(): void {
  const count = (attributes: string) =>
    `<span ${attributes} hidden><span data-count-number aria-hidden="true"></span><span data-count-words class="sr-only"></span></span>`;
  const nav = (id: string) =>
    `<nav id="${id}">${adminScreens()
      .map(
        (screen) =>
          `<a href="${screen.href}">${screen.label}${screen.waiting ? count(`data-waiting="${screen.waiting.key}" data-waiting-words="${screen.waiting.words}"`) : ""}</a>`,
      )
      .join("")}</nav>`;
  document.body.innerHTML = `<button>Menu${count("data-waiting-total")}</button>${nav("sidebar")}${nav("menu")}`;
}

/** What a screen reader reads of the entry `label` in the navigation `id`. */
const entryText = (id: string, label: string) => {
  const link = [...document.querySelectorAll<HTMLAnchorElement>(`#${id} a`)].find((a) => a.textContent!.startsWith(label))!;
  const badge = link.querySelector<HTMLElement>("[data-waiting]");
  return badge && !badge.hidden ? `${label}${badge.querySelector("[data-count-words]")!.textContent}` : label;
};
const total = () => document.querySelector<HTMLElement>("[data-waiting-total]")!;

beforeEach(drawFrame);

describe("showWaiting", () => {
  it("puts each screen's count beside its name in both copies of the navigation, and the total on the Menu button", () => {
    expect(showWaiting(document, { visitsToConfirm: 3, newLeads: 1, textsToAnswer: 12, jobsWaiting: 2 })).toBe(18);
    for (const id of ["sidebar", "menu"]) {
      expect(entryText(id, "Appointments")).toBe("Appointments, 3 to confirm");
      expect(entryText(id, "Leads")).toBe("Leads, 1 new");
      expect(entryText(id, "Texts")).toBe("Texts, 12 to answer");
      expect(entryText(id, "Jobs")).toBe("Jobs, 2 waiting too long");
      expect(entryText(id, "Quotes")).toBe("Quotes");
    }
    expect(total().hidden).toBe(false);
    expect(total().querySelector("[data-count-number]")!.textContent).toBe("18");
    expect(total().querySelector("[data-count-words]")!.textContent).toBe(", 18 waiting");
  });

  it("hides a count that falls to zero, and the total when nothing waits", () => {
    showWaiting(document, { visitsToConfirm: 2, newLeads: 0, textsToAnswer: 1, jobsWaiting: 0 });
    expect(entryText("menu", "Leads")).toBe("Leads");
    showWaiting(document, { visitsToConfirm: 0, newLeads: 0, textsToAnswer: 0, jobsWaiting: 0 });
    expect(entryText("menu", "Appointments")).toBe("Appointments");
    expect(entryText("sidebar", "Texts")).toBe("Texts");
    expect(total().hidden).toBe(true);
  });

  it("counts in the total only what the navigation lists", () => {
    document.querySelectorAll('[data-waiting="textsToAnswer"]').forEach((badge) => badge.remove());
    expect(showWaiting(document, { visitsToConfirm: 1, newLeads: 1, textsToAnswer: 40, jobsWaiting: 0 })).toBe(2);
  });
});
