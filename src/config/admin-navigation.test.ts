import { describe, expect, it } from "vitest";
import { ADMIN_GROUPS, ADMIN_HOME, adminScreens, currentness, screenOfPage, waitingText } from "./admin-navigation";
import { firstScreenOf, SCREEN_READS, screenOpenTo } from "./admin-screen-access";
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
        "Team",
        "Who did what",
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

  it("names the read each screen opens with", () => {
    expect(Object.keys(SCREEN_READS).sort()).toEqual(
      adminScreens()
        .map((screen) => screen.href)
        .sort(),
    );
  });

  it("lists for each role the screens the permission table lets it read", () => {
    const labels = (role: Parameters<typeof screenOpenTo>[1]) =>
      adminScreens()
        .filter((screen) => screenOpenTo(screen, role))
        .map((screen) => screen.label);
    expect(labels("owner")).toEqual(adminScreens().map((screen) => screen.label));
    expect(labels("office")).toEqual(
      adminScreens()
        .map((screen) => screen.label)
        .filter((label) => label !== "Team" && label !== "Who did what"),
    );
    expect(labels("estimator")).toEqual(["Day view", "Appointments", "Leads", "Customers", "Quotes", "Price book", "Tax rates"]);
    expect(labels("installer")).toEqual([]);
    expect(labels(null)).toEqual([]);
  });

  it("opens an estimator on the day view, and the others who work in the admin on the home", () => {
    expect(firstScreenOf("owner")!.href).toBe(ADMIN_HOME);
    expect(firstScreenOf("office")!.href).toBe(ADMIN_HOME);
    expect(firstScreenOf("estimator")!.href).toBe("/admin/today");
    expect(firstScreenOf("installer")).toBeUndefined();
  });

  it("finds the screen of a page, its own or the one it belongs to", () => {
    expect(screenOfPage("/admin/job")!.label).toBe("Jobs");
    expect(screenOfPage("/admin/team/")!.label).toBe("Team");
    expect(screenOfPage("/admin/nowhere")).toBeUndefined();
  });
});
