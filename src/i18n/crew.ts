import type { Locale } from "./locales";

/**
 * The crew's phone's words (/crew). In the office's English, as every admin screen is: the crews
 * are the contractor's own team, who read the admin's language. The customer's sign-off is the
 * customer's to read and sign, so it is in the job's language (`signOffWords`).
 */
export const crewWords = {
  today: "Today",
  tomorrow: "Tomorrow",
  nothing: "No installs for your crew today or tomorrow.",
  updated: (time: string) => `Updated at ${time}`,
  offline: (time: string) => `No signal: showing the copy from ${time}`,
  loading: "Loading your installs…",
  signedOut: "Sign in to see your installs.",
  signIn: "Sign in",
  refused: "The crew's phone is for the install crews and the office.",
  job: (number: number) => `Job ${number}`,
  call: (phone: string) => `Call ${phone}`,
  map: "Open in Maps",
  leadSafe: "Lead-safe work practices (RRP) required",
  permit: (number: string) => `Permit ${number}`,
  notes: "Notes",
  openings: (count: number) => `Openings to install (${count})`,
  noOpenings: "No openings listed: see the notes or call the office.",
  photos: "Photos",
  photoAlt: (index: number) => `Job photo ${index}`,
  waitingPhotos: (count: number) => `${count} photo${count === 1 ? "" : "s"} waiting for signal to send`,
  addPhoto: "Take an after-photo",
  onMyWay: "Text On my way",
  arriving: "Arriving in",
  minutes: (minutes: number) => `${minutes} minutes`,
  onMyWaySent: "Sent: the customer knows you are on your way.",
  onMyWayFailed: "Not sent. Call the customer instead.",
  signOffWaiting: "Waiting for signal to send.",
} as const;

/** The customer's sign-off on the crew's phone, in the job's language: what the customer reads, types and signs. */
export const signOffWords: Record<
  Locale,
  {
    signOff: string;
    typedName: string;
    completed: string;
    withIssues: string;
    issues: string;
    record: string;
    signedOff: (name: string, outcome: "completed" | "issues") => string;
    needName: string;
    needIssues: string;
  }
> = {
  en: {
    signOff: "Customer sign-off",
    typedName: "Customer's full name",
    completed: "The work is completed",
    withIssues: "Completed, with these issues:",
    issues: "Issues",
    record: "Record the sign-off",
    signedOff: (name, outcome) =>
      outcome === "completed" ? `Signed off by ${name}: the work is completed.` : `Signed off by ${name}, with issues:`,
    needName: "Type the customer's full name.",
    needIssues: "Write the issues the customer names.",
  },
  es: {
    signOff: "Conformidad del cliente",
    typedName: "Su nombre completo",
    completed: "El trabajo está terminado",
    withIssues: "Terminado, con estos pendientes:",
    issues: "Pendientes",
    record: "Firmar de conformidad",
    signedOff: (name, outcome) =>
      outcome === "completed" ? `Firmado por ${name}: el trabajo está terminado.` : `Firmado por ${name}, con estos pendientes:`,
    needName: "Escriba su nombre completo.",
    needIssues: "Escriba los pendientes que quedan.",
  },
};
