/**
 * The spec's booking payload (POST /api/appointments), each one from another person (own email
 * and phone), so the per-person cap stays out of the way. `emailPrefix` keeps two test files'
 * people apart.
 */
export function specBookings(emailPrefix: string) {
  let counter = 0;
  return (change: Record<string, unknown> = {}) => ({
    firstName: "Ana",
    lastName: "Lopez",
    email: `${emailPrefix}${++counter}@example.com`,
    phone: `(480) 555-${String(counter).padStart(4, "0")}`,
    address: "123 E Main St",
    city: "Gilbert",
    zipCode: "85233",
    serviceType: "window-installation",
    projectDetails: "Eight windows",
    appointmentDate: "2026-12-03",
    appointmentTime: "10:00 AM",
    duration: 120,
    status: "pending",
    recaptchaToken: "",
    ...change,
  });
}
