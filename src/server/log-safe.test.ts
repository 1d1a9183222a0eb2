import { describe, expect, it } from "vitest";
import { describeError, describeRequest, withoutValues } from "./log-safe";

class DrizzleQueryError extends Error {}

describe("describeError", () => {
  it("returns a failed query's class, the cause's code and constraint, and no parameters", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "appointments_seat_key"'), {
      name: "error",
      code: "23505",
      constraint: "appointments_seat_key",
      detail: "Key (email)=(ana@example.com) already exists.",
    });
    const line = describeError(
      new DrizzleQueryError("Failed query: insert into appointments values ($1, $2)\nparams: Ana,ana@example.com", { cause }),
    );
    expect(line).toMatch(
      /^DrizzleQueryError: Failed query \(its parameters are left out\) <- caused by error \[code 23505, constraint appointments_seat_key\]: duplicate key value violates unique constraint "appointments_seat_key"/,
    );
    expect(line).not.toMatch(/Ana|ana@example/);
  });

  it("returns messages without emails, phone numbers or the value Postgres quotes", () => {
    expect(withoutValues("550 5.1.1 <ana.lopez@example.com>: Recipient address rejected")).toBe(
      "550 5.1.1 <<email>>: Recipient address rejected",
    );
    expect(withoutValues("Bad phone (480) 555-0100 given")).toBe("Bad phone (<number> given");
    expect(withoutValues('invalid input syntax for type uuid: "Ana Lopez"')).toBe('invalid input syntax for type uuid: "…"');
    expect(withoutValues("first line\nsecond line with ana@example.com")).toBe("first line");
  });

  it("returns only the kind of a thrown value that is not an Error", () => {
    expect(describeError({ firstName: "Ana" })).toBe("a thrown object");
    expect(describeError("ana@example.com")).toBe("a thrown string");
  });
});

describe("describeRequest", () => {
  it("returns the method and path with a link's token replaced, ids kept", () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    expect(describeRequest(new Request(`http://localhost/api/cancel/${token}?locale=es`, { method: "POST" }))).toBe(
      "POST /api/cancel/{secret}",
    );
    expect(describeRequest(new Request(`http://localhost/api/calendar-feed/${token}.ics`))).toBe("GET /api/calendar-feed/{secret}");
    const id = "0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c";
    expect(describeRequest(new Request(`http://localhost/api/admin/appointments/${id}`, { headers: { "x-nf-request-id": "01ABC" } }))).toBe(
      `GET /api/admin/appointments/${id} (request 01ABC)`,
    );
  });
});
