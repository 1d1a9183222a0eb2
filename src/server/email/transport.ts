/**
 * How an email leaves the site. With SMTP_URL set it goes to that SMTP server; without,
 * it is written as a real RFC 822 `.eml` file into `.data/outbox/`, so local runs and
 * tests can open exactly what a visitor would have received.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { OutgoingEmail } from "./message";

/** The settings a transport reads; `serverEnv()` fits. */
export interface TransportEnv {
  /** SMTP server as a URL, e.g. smtps://user:pass@smtp.example.com:465. Unset: files. */
  SMTP_URL?: string;
  /** Sender of every message. */
  MAIL_FROM: string;
  /** Folder for `.eml` files when SMTP_URL is unset; falls back to process.env, then `.data/outbox`. */
  MAIL_OUTBOX_DIR?: string;
}

/** What a successful send reports. */
export interface SendResult {
  /** The Message-ID header of the message sent. */
  messageId: string;
  /** The `.eml` file written, when the transport writes files. */
  path?: string;
}

/** Sends one message; rejects when it could not be handed over. */
export interface MailTransport {
  /** "smtp" or "file", for logs and health checks. */
  readonly kind: "smtp" | "file";
  send(message: OutgoingEmail): Promise<SendResult>;
}

export interface TransportOptions {
  /** The clock that names `.eml` files and dates them. */
  now?: () => Date;
  /** Where the file transport reports each path it wrote. */
  log?: (line: string) => void;
}

/** Default folder for `.eml` files, relative to the working directory. */
export const DEFAULT_OUTBOX_DIR = ".data/outbox";

// A booking request waits on the send, so a dead SMTP server must fail fast, well inside
// a function's time limit, instead of nodemailer's default of minutes. The URL's own
// query parameters (e.g. ?socketTimeout=30000) still win.
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** The transport the environment asks for: SMTP when SMTP_URL is set, `.eml` files otherwise. */
export function createTransport(env: TransportEnv, options: TransportOptions = {}): MailTransport {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL, env.MAIL_FROM);
  const dir = env.MAIL_OUTBOX_DIR ?? process.env.MAIL_OUTBOX_DIR?.trim() ?? DEFAULT_OUTBOX_DIR;
  return fileTransport(resolve(dir || DEFAULT_OUTBOX_DIR), env.MAIL_FROM, options);
}

function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(new SMTPTransport({ url, ...SMTP_TIMEOUTS }));
  return {
    kind: "smtp",
    async send(message) {
      const info = await transporter.sendMail(mailOptions(message, from));
      return { messageId: info.messageId };
    },
  };
}

function fileTransport(dir: string, from: string, { now = () => new Date(), log = console.info }: TransportOptions): MailTransport {
  // nodemailer's stream transport composes the same MIME message SMTP would carry.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "file",
    async send(message) {
      const at = now();
      const info = await composer.sendMail({ ...mailOptions(message, from), date: at });
      // `buffer: true` makes the message a Buffer rather than a stream.
      if (!Buffer.isBuffer(info.message)) throw new Error("The email was not composed into a buffer");
      await mkdir(dir, { recursive: true });
      const path = await writeNewFile(dir, emlBaseName(at, message.subject), info.message);
      log(`Email written to ${path}`);
      return { messageId: info.messageId, path };
    },
  };
}

/** The nodemailer message: text and HTML alternatives, and the invitation as invite.ics. */
function mailOptions(message: OutgoingEmail, from: string): Mail.Options {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    // Added both as a text/calendar alternative with the invitation's own method (REQUEST or
    // CANCEL), which mail apps turn into an invitation or a cancellation, and as the attachment invite.ics.
    ...(message.ics && { icalEvent: { filename: "invite.ics", method: icsMethod(message.ics), content: message.ics } }),
  };
}

/** The METHOD of an iCalendar text (REQUEST when it names none). */
export function icsMethod(ics: string): string {
  return /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1] ?? "REQUEST";
}

/** `<ISO timestamp>-<slug of subject>`, with the timestamp's colons made safe for every file system. */
export function emlBaseName(at: Date, subject: string): string {
  return `${at.toISOString().replace(/:/g, "-")}-${slugify(subject)}`;
}

/** Lower-case ASCII words joined by hyphens, at most 80 characters; "message" when nothing is left. */
export function slugify(value: string): string {
  const slug = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
  return slug || "message";
}

/** Writes `<base>.eml`, or `<base>-2.eml` and on when two messages share a name. */
async function writeNewFile(dir: string, base: string, content: Buffer): Promise<string> {
  for (let copy = 1; ; copy++) {
    const path = join(dir, `${base}${copy === 1 ? "" : `-${copy}`}.eml`);
    try {
      await writeFile(path, content, { flag: "wx" });
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}
