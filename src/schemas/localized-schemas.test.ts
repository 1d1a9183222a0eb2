import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/server/http/handler";
import { appointmentRequestSchema, appointmentRequestSchemaFor } from "./appointment";
import { leadRequestSchema, leadRequestSchemaFor } from "./lead";
import { rescheduleRequestSchemaFor } from "./reschedule";
import * as z from "zod/mini";

const errorsOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  if (result.success) throw new Error("expected the value to be refused");
  return fieldErrorsOf(result.error);
};

const booking = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "(480) 555-0100",
  address: "1234 E Main St",
  city: "Gilbert",
  zipCode: "85233",
  serviceType: "consultation",
  appointmentDate: "2026-12-03",
  appointmentTime: "10:00 AM",
};

describe("appointmentRequestSchemaFor", () => {
  it("returns Spanish messages for Spanish", () => {
    expect(
      errorsOf(appointmentRequestSchemaFor("es"), {
        ...booking,
        firstName: "",
        email: "nope",
        phone: "123",
        zipCode: "8523",
        serviceType: "x",
      }),
    ).toEqual({
      firstName: ["Escriba su nombre"],
      email: ["Escriba un correo electrónico válido, como nombre@ejemplo.com"],
      phone: ["Escriba un teléfono de 10 dígitos, como (602) 555-0123"],
      zipCode: ["Escriba un código postal de 5 dígitos"],
      serviceType: ["Escoja un servicio"],
    });
  });

  it("returns the spec's English messages for English, and the default schema is the English one", () => {
    const bad = { ...booking, firstName: "", lastName: "x".repeat(101), appointmentDate: "2026-02-30" };
    const english = {
      firstName: ["Enter your first name"],
      lastName: ["Keep your last name under 100 characters"],
      appointmentDate: ["Choose a real date"],
    };
    expect(errorsOf(appointmentRequestSchemaFor("en"), bad)).toEqual(english);
    expect(errorsOf(appointmentRequestSchema, bad)).toEqual(english);
  });

  it("reads an optional locale, English when absent", () => {
    expect(z.parse(appointmentRequestSchema, booking).locale).toBe("en");
    expect(z.parse(appointmentRequestSchema, { ...booking, locale: "es" }).locale).toBe("es");
    expect(errorsOf(appointmentRequestSchema, { ...booking, locale: "fr" })).toHaveProperty("locale");
  });
});

describe("leadRequestSchemaFor", () => {
  const lead = { firstName: "Ben", lastName: "Carter", email: "ben@example.com", phone: "6025550199", service: "general-inquiry" };

  it("returns Spanish messages for Spanish and English ones by default", () => {
    expect(errorsOf(leadRequestSchemaFor("es"), { ...lead, lastName: "", service: "" })).toEqual({
      lastName: ["Escriba su apellido"],
      service: ["Escoja un servicio"],
    });
    expect(errorsOf(leadRequestSchema, { ...lead, lastName: "", service: "" })).toEqual({
      lastName: ["Enter your last name"],
      service: ["Choose a service"],
    });
  });
});

describe("rescheduleRequestSchemaFor", () => {
  it("returns Spanish messages for Spanish", () => {
    const result = rescheduleRequestSchemaFor("es").safeParse({ appointmentDate: "2026-13-01", appointmentTime: "" });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      appointmentDate: ["Escoja una fecha que exista"],
      appointmentTime: ["Escoja una hora"],
    });
  });
});
