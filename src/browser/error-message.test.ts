import { describe, expect, it } from "vitest";
import { ApiError } from "./api-request";
import { errorMessage } from "./error-message";

const fallback = "No pudimos abrir la página de pago. Inténtelo de nuevo o llámenos.";

describe("errorMessage", () => {
  it("returns the server's own words for a refusal, never the error's own message", () => {
    const conflict = new ApiError(409, "Conflict", {
      error: "Ya tenemos su pago de esta factura y se está procesando: no hay nada más que pagar.",
    });
    expect(errorMessage(conflict, fallback)).toBe("Ya tenemos su pago de esta factura y se está procesando: no hay nada más que pagar.");
    expect(errorMessage(new ApiError(429, "Too Many Requests", { message: "Espere un minuto." }), fallback)).toBe("Espere un minuto.");
    expect(errorMessage(new ApiError(400, "Bad Request", { fieldErrors: { name: ["Escriba su nombre."] } }), fallback)).toBe(
      "Escriba su nombre.",
    );
  });

  it("returns the page's own sentence when the answer gives no words, or only the server's generic apology (a 500)", () => {
    expect(errorMessage(new ApiError(409, "Conflict"), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(502, "Bad Gateway", {}), fallback)).toBe(fallback);
    expect(
      errorMessage(
        new ApiError(500, "Internal Server Error", { error: "Something went wrong on our side. Please try again or call us." }),
        fallback,
      ),
    ).toBe(fallback);
  });

  it("returns the page's own sentence when no answer came", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
    expect(errorMessage(undefined, fallback)).toBe(fallback);
  });
});
