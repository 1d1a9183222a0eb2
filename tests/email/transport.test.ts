import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { resetServerEnv, serverEnv } from "../../src/server/env";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { appointmentConfirmation } from "../../src/server/notify/emails/templates";
import { createTransport, emlBaseName, icsMethod, slugify } from "../../src/server/email/transport";
import { appointmentCancelledConfirmation } from "../../src/server/notify/emails/visit-templates";
import { appointmentRow, CANCEL_URL, MAIL_FROM, NOW, unfold } from "./fixtures";
import { leafParts, parseMime, type MimePart } from "./mime";
import { startResendStandIn } from "../helpers/resend-stand-in";

const confirmation = () => appointmentConfirmation(appointmentRow(), { cancelUrl: CANCEL_URL, mailFrom: MAIL_FROM });

interface Received {
  from: string;
  to: string[];
  user?: string;
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps every message it accepts. */
async function startSmtpServer(options: { refuse?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret:pass") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (options.refuse) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function partOfType(message: MimePart, type: RegExp): MimePart | undefined {
  return leafParts(message).find((part) => type.test(part.headers["content-type"] ?? ""));
}

describe("createTransport with SMTP_URL", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("delivers the message to the SMTP server from MAIL_FROM", async () => {
    const transport = createTransport({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM });
    expect(transport.kind).toBe("smtp");
    const result = await transport.send(confirmation());
    const message = smtp.received.at(-1)!;
    expect(message.from).toBe("no-reply@windowsanddoorsnearme.com");
    expect(message.to).toEqual(["ana.lopez@example.com"]);
    expect(parseMime(message.raw).headers["message-id"]).toBe(result.messageId);
    expect(parseMime(message.raw).headers.subject).toBe("Your free in-home estimate: Tuesday, December 1, 2026, 10 a.m. to 12 p.m.");
  });

  it("sends the message's Reply-To, and none when it has none", async () => {
    const transport = createTransport({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM });
    await transport.send({ ...confirmation(), replyTo: "office@example.com" });
    expect(parseMime(smtp.received.at(-1)!.raw).headers["reply-to"]).toBe("office@example.com");
    await transport.send(confirmation());
    expect(parseMime(smtp.received.at(-1)!.raw).headers["reply-to"]).toBeUndefined();
  });

  it("attaches the invitation as invite.ics and offers it as a text/calendar REQUEST", async () => {
    await createTransport({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM }).send(confirmation());
    const message = parseMime(smtp.received.at(-1)!.raw);
    const calendar = partOfType(message, /^text\/calendar/);
    expect(calendar?.headers["content-type"]).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const attachment = leafParts(message).find((part) => /filename="?invite\.ics"?/.test(part.headers["content-disposition"] ?? ""));
    expect(attachment?.headers["content-disposition"]).toMatch(/^attachment/);
    expect(attachment?.headers["content-type"]).toMatch(/^application\/ics/);
    for (const invitation of [calendar!.body, attachment!.body]) {
      expect(invitation).toContain("METHOD:REQUEST");
      expect(unfold(invitation)).toContain("DTSTART:20261201T170000Z");
      expect(unfold(invitation)).toContain(CANCEL_URL);
    }
  });

  it("offers a cancellation as a text/calendar CANCEL", async () => {
    await createTransport({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM }).send(
      appointmentCancelledConfirmation(appointmentRow({ status: "cancelled", icsSequence: 1 }), { mailFrom: MAIL_FROM }),
    );
    const calendar = partOfType(parseMime(smtp.received.at(-1)!.raw), /^text\/calendar/);
    expect(calendar?.headers["content-type"]).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(calendar!.body).toContain("METHOD:CANCEL");
  });

  it("carries the cancel link in the text and HTML bodies", async () => {
    await createTransport({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM }).send(confirmation());
    const message = parseMime(smtp.received.at(-1)!.raw);
    expect(partOfType(message, /^text\/plain/)?.body).toContain(CANCEL_URL);
    expect(partOfType(message, /^text\/html/)?.body).toContain(`href="${CANCEL_URL}"`);
  });

  it("signs in with the user and password in the URL", async () => {
    await createTransport({ SMTP_URL: `smtp://mailer:${encodeURIComponent("s3cret:pass")}@127.0.0.1:${smtp.port}`, MAIL_FROM }).send(
      confirmation(),
    );
    expect(smtp.received.at(-1)!.user).toBe("mailer");
  });

  it("rejects when the server refuses the message", async () => {
    const refusing = await startSmtpServer({ refuse: true });
    try {
      await expect(createTransport({ SMTP_URL: `smtp://127.0.0.1:${refusing.port}`, MAIL_FROM }).send(confirmation())).rejects.toThrow(
        /Mailbox unavailable/,
      );
    } finally {
      await refusing.close();
    }
  });

  it("rejects when no server listens", async () => {
    const closed = await startSmtpServer();
    await closed.close();
    await expect(createTransport({ SMTP_URL: `smtp://127.0.0.1:${closed.port}`, MAIL_FROM }).send(confirmation())).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});

describe("createTransport without SMTP_URL", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wdnm-outbox-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetServerEnv();
  });

  it("writes a real .eml named by the time and subject, and logs its folder (not the name, which may name the customer)", async () => {
    const log = vi.fn();
    const outbox = join(dir, "first");
    const transport = createTransport({ MAIL_FROM, MAIL_OUTBOX_DIR: outbox }, { now: () => NOW, log });
    expect(transport.kind).toBe("file");
    const { path } = await transport.send(confirmation());

    expect(path).toBe(join(outbox, "2026-11-20T15-00-00.000Z-your-free-in-home-estimate-tuesday-december-1-2026-10-a-m-to-12-p-m.eml"));
    expect(log).toHaveBeenCalledWith(`Email written to the outbox folder ${outbox}`);
    const raw = await readFile(path!, "utf8");
    expect(raw).toMatch(/\r\n\r\n/);
    const message = parseMime(raw);
    expect(message.headers.from).toBe('"Windows & Doors Near Me" <no-reply@windowsanddoorsnearme.com>');
    expect(message.headers.to).toBe("ana.lopez@example.com");
    expect(message.headers.date).toBe("Fri, 20 Nov 2026 15:00:00 +0000");
    expect(partOfType(message, /^text\/plain/)?.body).toContain(CANCEL_URL);
    const attachment = leafParts(message).find((part) => /invite\.ics/.test(part.headers["content-disposition"] ?? ""));
    expect(unfold(attachment!.body)).toContain("UID:appointment-0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c@windowsanddoorsnearme.com");
  });

  it("keeps both messages when two share a time and subject", async () => {
    const outbox = join(dir, "twice");
    const transport = createTransport({ MAIL_FROM, MAIL_OUTBOX_DIR: outbox }, { now: () => NOW, log: () => {} });
    await transport.send(confirmation());
    await transport.send(confirmation());
    expect((await readdir(outbox)).sort()).toEqual([
      "2026-11-20T15-00-00.000Z-your-free-in-home-estimate-tuesday-december-1-2026-10-a-m-to-12-p-m-2.eml",
      "2026-11-20T15-00-00.000Z-your-free-in-home-estimate-tuesday-december-1-2026-10-a-m-to-12-p-m.eml",
    ]);
  });

  it("takes the folder from the MAIL_OUTBOX_DIR environment variable", async () => {
    const outbox = join(dir, "from-env");
    vi.stubEnv("MAIL_OUTBOX_DIR", outbox);
    resetServerEnv();
    const { path } = await createTransport(
      { ...serverEnv(), SMTP_URL: undefined, RESEND_API_KEY: undefined, MAIL_FROM },
      { now: () => NOW, log: () => {} },
    ).send(confirmation());
    expect(path!.startsWith(outbox)).toBe(true);
  });
});

describe("createTransport with RESEND_API_KEY", () => {
  it("posts the message to Resend's API with the key, the idempotency key and the invitation attached", async () => {
    const resend = await startResendStandIn();
    try {
      const transport = createTransport({ MAIL_FROM, RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resend.url });
      expect(transport.kind).toBe("resend");
      expect(await transport.send(confirmation(), { idempotencyKey: "wdnm-email-7-0" })).toEqual({ messageId: "email-1" });
      const [request] = resend.received;
      expect(request).toMatchObject({ authorization: "Bearer re_test_key", idempotencyKey: "wdnm-email-7-0" });
      const body = request!.body as {
        from: string;
        to: string[];
        subject: string;
        text: string;
        html: string;
        attachments: { filename: string; content: string; content_type: string }[];
      };
      expect(body).toMatchObject({
        from: MAIL_FROM,
        to: ["ana.lopez@example.com"],
        subject: confirmation().subject,
        text: confirmation().text,
        html: confirmation().html,
      });
      expect(body.attachments).toEqual([
        {
          filename: "invite.ics",
          content: Buffer.from(confirmation().ics!).toString("base64"),
          content_type: "text/calendar; charset=utf-8; method=REQUEST",
        },
      ]);
    } finally {
      await resend.close();
    }
  });

  it("sends Reply-To, and a cancellation as a text/calendar CANCEL", async () => {
    const resend = await startResendStandIn();
    try {
      const cancelled = appointmentCancelledConfirmation(appointmentRow({ status: "cancelled", icsSequence: 1 }), { mailFrom: MAIL_FROM });
      await createTransport({ MAIL_FROM, RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resend.url }).send({
        ...cancelled,
        replyTo: "office@example.com",
      });
      const body = resend.received[0]!.body as { reply_to: string; attachments: { content_type: string }[] };
      expect(body.reply_to).toBe("office@example.com");
      expect(body.attachments[0]!.content_type).toBe("text/calendar; charset=utf-8; method=CANCEL");
    } finally {
      await resend.close();
    }
  });

  it("sends the admins' notice to each address of its To line", async () => {
    const resend = await startResendStandIn();
    try {
      await createTransport({ MAIL_FROM, RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resend.url }).send({
        ...confirmation(),
        to: "a@example.com, b@example.com",
      });
      expect(resend.received[0]!.body.to).toEqual(["a@example.com", "b@example.com"]);
    } finally {
      await resend.close();
    }
  });

  it("rejects with Resend's message when Resend refuses the email", async () => {
    const resend = await startResendStandIn({ refuse: true });
    try {
      const transport = createTransport({ MAIL_FROM, RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resend.url });
      await expect(transport.send(confirmation())).rejects.toThrow("Resend refused the email: The from address is not verified.");
    } finally {
      await resend.close();
    }
  });

  it("loses to SMTP_URL when both are set", () => {
    expect(createTransport({ MAIL_FROM, SMTP_URL: "smtp://127.0.0.1:2525", RESEND_API_KEY: "re_test_key" }).kind).toBe("smtp");
  });
});

describe("createTransport on a deployed site without a provider", () => {
  it("is 'none': it refuses to send and writes no file", async () => {
    const outbox = await mkdtemp(join(tmpdir(), "wdnm-none-"));
    const transport = createTransport({ MAIL_FROM, MAIL_OUTBOX_DIR: outbox, NETLIFY: "true" });
    expect(transport.kind).toBe("none");
    await expect(transport.send(confirmation())).rejects.toThrow(/No email provider is set: set RESEND_API_KEY \(or SMTP_URL\)/);
    expect(await readdir(outbox)).toEqual([]);
  });
});

describe("emlBaseName", () => {
  it("joins the ISO time, colons replaced, and the subject's slug", () => {
    expect(emlBaseName(NOW, "New lead: Ben Carter, Door installation")).toBe(
      "2026-11-20T15-00-00.000Z-new-lead-ben-carter-door-installation",
    );
  });
});

describe("slugify", () => {
  it("keeps lower-case ASCII words, drops accents and symbols", () => {
    expect(slugify("[ZIP outside service area] José's <script>")).toBe("zip-outside-service-area-jose-s-script");
  });

  it("returns message when nothing is left", () => {
    expect(slugify("✓✓✓")).toBe("message");
  });
});

describe("icsMethod", () => {
  it("returns the calendar's METHOD, REQUEST when it names none", () => {
    expect(icsMethod("BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n")).toBe("CANCEL");
    expect(icsMethod("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")).toBe("REQUEST");
  });
});
