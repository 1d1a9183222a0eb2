// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { CustomerRecord } from "@/schemas/admin/customers";
import { CustomerPage } from "./customer-page";
import { ADMIN_USER, sampleAppointment, stubFetch } from "../../../../../tests/components/admin-test-support";

const PERSON: CustomerRecord["person"] = {
  firstName: "Rosa",
  lastName: "Quintero",
  email: "rosa@example.com",
  phone: "(480) 555-0100",
  address: "12 Palm Lane",
  city: "Mesa",
  zipCode: "85201",
  locale: "es",
};

/** What the server answers an estimator: their own visits and quotes (none here), no review requests. */
const ESTIMATORS: CustomerRecord = { view: "estimator", person: PERSON, visits: [], leads: [], photos: [], texts: [], quotes: [] };
const OWNERS: CustomerRecord = {
  ...ESTIMATORS,
  view: "everything",
  visits: [sampleAppointment({ id: "v1", appointmentDate: "2026-12-03" })],
  reviewRequests: [],
};

function showPage(record: CustomerRecord, role: "owner" | "estimator") {
  stubFetch((call) => (call.url === "/api/admin/customers/appointment/v1" ? { json: record } : undefined), {
    ...ADMIN_USER,
    isAdmin: role === "owner",
    role,
  });
  render(<CustomerPage supportEmail="help@example.com" phone="(480) 555-0199" />);
}

const headings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => window.history.replaceState(null, "", "/admin/customer?appointment=v1"));

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("CustomerPage", () => {
  it("shows an estimator the contact details and the sections their view holds, saying the visits and quotes are theirs", async () => {
    showPage(ESTIMATORS, "estimator");
    expect(await screen.findByRole("heading", { name: "Rosa Quintero" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "rosa@example.com" })).toBeTruthy();
    expect(screen.getByText("Spanish")).toBeTruthy();
    expect(headings()).toEqual(["Rosa Quintero", "Visits", "Leads", "Quotes", "Photos", "Texts", "Notes"]);
    expect(screen.getByText("No visits of yours or of nobody's.")).toBeTruthy();
    expect(screen.getByText("No quote of yours yet: write one from a visit or a lead.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the owner every section, review requests included", async () => {
    showPage(OWNERS, "owner");
    expect(await screen.findByRole("heading", { name: "Review requests" })).toBeTruthy();
    expect(screen.getByText("Never asked for a review.")).toBeTruthy();
    expect(screen.getByText("No quote yet: write one from a visit or a lead.")).toBeTruthy();
  });
});
