import { afterEach, describe, expect, it, vi } from "vitest";
import { adminAppointments, adminCustomer, adminLead } from "@/schemas/routes/admin";
import { leads } from "@/schemas/routes/booking";
import { manageVisit, visitPhoto } from "@/schemas/routes/manage";
import { quote, quoteSign } from "@/schemas/routes/quotes";
import { ApiError, apiRequest, apiUrl, inLocale, type ApiUrl } from "./api-request";

afterEach(() => vi.unstubAllGlobals());

describe("apiUrl", () => {
  it("returns the table's path with each named part filled in, percent-encoded", () => {
    expect(apiUrl(visitPhoto, { params: { token: "a/b c", photoId: "p1" } })).toBe("/api/cancel/a%2Fb%20c/photos/p1");
    expect(apiUrl(adminCustomer, { params: { kind: "lead", id: "42" } })).toBe("/api/admin/customers/lead/42");
  });

  it("returns the query's set values in the order written, leaving out undefined, null and empty ones", () => {
    expect(apiUrl(adminAppointments, { query: { search: "Doe", status: "", city: "Mesa", flag: undefined, page: 3, pageSize: 20 } })).toBe(
      "/api/admin/appointments?search=Doe&city=Mesa&page=3&pageSize=20",
    );
    expect(apiUrl(adminAppointments, { query: { search: "a&b=c" } })).toBe("/api/admin/appointments?search=a%26b%3Dc");
  });

  it("returns the bare path when there is no query, or nothing of it is set", () => {
    expect(apiUrl(leads)).toBe("/api/leads");
    expect(apiUrl(manageVisit, { params: { token: "t" }, query: inLocale("en") })).toBe("/api/cancel/t");
  });

  it("refuses, when type-checked, a route's parameters missing or misnamed and a query name its route does not take", () => {
    // @ts-expect-error: the token is missing.
    apiUrl(quote);
    // @ts-expect-error: quotes are named by `token`, not `id`.
    apiUrl(quote, { params: { id: "t" } });
    // @ts-expect-error: the appointments list takes no `colour`.
    apiUrl(adminAppointments, { query: { colour: "red" } });
  });
});

describe("inLocale", () => {
  it("returns no query for English, the API's default, and the language otherwise", () => {
    expect(inLocale("en")).toEqual({});
    expect(inLocale("es")).toEqual({ locale: "es" });
  });
});

describe("apiRequest", () => {
  it("sends the body as JSON to the table's URL and returns the answer", async () => {
    const fetch = vi.fn(async () => Response.json({ status: "signed" }));
    vi.stubGlobal("fetch", fetch);
    const answer = await apiRequest("POST", apiUrl(quoteSign, { params: { token: "t" } }), {
      optionId: "o1",
      name: "Ana Lopez",
      agree: true,
    });
    expect(answer.status).toBe("signed");
    expect(fetch).toHaveBeenCalledWith(
      "/api/quotes/t/sign",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ optionId: "o1", name: "Ana Lopez", agree: true }),
        headers: { "Content-Type": "application/json" },
      }),
    );
  });

  it("throws an ApiError with the API's body for a non-success answer", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ error: "No such lead." }, { status: 404, statusText: "Not Found" }));
    const failed = apiRequest("PATCH", apiUrl(adminLead, { params: { id: "x" } }), { notes: "n" });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 404, body: { error: "No such lead." }, message: "API Error: 404 Not Found" });
  });

  it("refuses, when type-checked, a URL not built from the table, a method the route lacks and a body its schema would not take", () => {
    const never = () => Promise.reject(new Error("not sent"));
    vi.stubGlobal("fetch", never);
    // @ts-expect-error: a path written by hand is not an ApiUrl.
    void apiRequest("POST", "/api/leads", {}).catch(() => {});
    // @ts-expect-error: a quote's link is read, not deleted.
    void apiRequest("DELETE", apiUrl(quote, { params: { token: "t" } })).catch(() => {});
    // @ts-expect-error: a signature names its option.
    void apiRequest("POST", apiUrl(quoteSign, { params: { token: "t" } }), { name: "Ana Lopez", agree: true }).catch(() => {});
    const url: ApiUrl<typeof leads> = apiUrl(leads);
    expect(url).toBe("/api/leads");
  });
});
