import { describe, expect, it } from "vitest";
import { ADMIN_GROUPS, ADMIN_HOME, adminScreens, currentness, waitingText } from "./admin-navigation";
import { pages } from "./pages";

describe("the admin's navigation", () => {
  it("lists each screen once, home first, every one a page of the site in a group", () => {
    const screens = adminScreens();
    expect(screens[0]!.href).toBe(ADMIN_HOME);
    expect(new Set(screens.map((screen) => screen.href)).size).toBe(screens.length);
    for (const screen of screens) {
      expect(Object.keys(pages)).toContain(screen.href);
      expect(ADMIN_GROUPS.map((group) => group.id)).toContain(screen.group);
    }
    expect(screens.map((screen) => screen.label)).toEqual(
      expect.arrayContaining([
        "Today",
        "Appointments",
        "Leads",
        "Customers",
        "Quotes",
        "Jobs",
        "Installs",
        "Texts",
        "Calendar settings",
        "Crews",
        "Price book",
        "Tax rates",
        "SEO",
        "Google reviews",
      ]),
    );
  });

  it("marks a screen current on its own page, and on the pages that belong to it", () => {
    const screen = (href: string) => adminScreens().find((entry) => entry.href === href)!;
    expect(currentness(screen("/admin/quotes"), "/admin/quotes")).toBe("page");
    expect(currentness(screen("/admin/quotes"), "/admin/quote")).toBe("true");
    expect(currentness(screen("/admin/customers"), "/admin/customer")).toBe("true");
    expect(currentness(screen("/admin/jobs"), "/admin/job")).toBe("true");
    expect(currentness(screen("/admin/quotes"), "/admin/leads")).toBeUndefined();
  });

  it("says a count in its screen's words", () => {
    const appointments = adminScreens().find((entry) => entry.href === "/admin/appointments")!;
    expect(waitingText(1234, appointments.waiting!)).toBe("1,234 to confirm");
  });
});
