/**
 * A local stand-in for Twilio's REST API: POST /2010-04-01/Accounts/{sid}/Messages.json, as the
 * official `twilio` library sends it (form-encoded, basic auth), answered as Twilio answers.
 * It keeps every text it was sent; the function tests read `received`, the browser tests
 * GET /__received (they run in other processes). Point TWILIO_API_BASE_URL at `url`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One Messages.create call as received. */
export interface ReceivedText {
  accountSid: string;
  /** The basic-auth user and password the library sent. */
  username: string;
  password: string;
  To: string;
  Body: string;
  From?: string;
  MessagingServiceSid?: string;
  StatusCallback?: string;
  sid: string;
}

export interface TwilioStandInOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Answer every send with this Twilio error (e.g. 21610, "unsubscribed recipient") instead of accepting it. */
  refuse?: { status: number; code: number; message: string };
}

/** Starts the stand-in on 127.0.0.1. `refuse` can be changed while it runs. */
export async function startTwilioStandIn({ port = 0, refuse }: TwilioStandInOptions = {}) {
  const received: ReceivedText[] = [];
  // SIDs stay unique when a test empties `received`, as Twilio's always are.
  let sent = 0;
  const state = { refuse };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      response.setHeader("content-type", "application/json");
      const path = new URL(request.url ?? "/", "http://localhost").pathname;
      if (request.method === "GET" && path === "/__received") return void response.writeHead(200).end(JSON.stringify(received));
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
      if (request.method !== "POST" || !match)
        return void response
          .writeHead(404)
          .end(JSON.stringify({ code: 20404, message: "The requested resource was not found", status: 404 }));
      if (state.refuse)
        return void response
          .writeHead(state.refuse.status)
          .end(JSON.stringify({ ...state.refuse, more_info: "https://www.twilio.com/docs/errors" }));
      const [username = "", password = ""] = Buffer.from((request.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
        .toString("utf8")
        .split(":");
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const sid = `SM${String(++sent).padStart(32, "0")}`;
      received.push({ accountSid: match[1]!, username, password, ...(form as { To: string; Body: string }), sid });
      response.writeHead(201).end(
        JSON.stringify({
          sid,
          status: "queued",
          to: form.To,
          body: form.Body,
          account_sid: match[1],
          date_created: new Date().toUTCString(),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    /** Switches refusal on (with an error) or off (undefined). */
    setRefuse(error: TwilioStandInOptions["refuse"]) {
      state.refuse = error;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The settings that point the site at a running stand-in, for vi.stubEnv or a server's env. */
export function twilioStandInEnv(url: string) {
  return {
    TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
    TWILIO_AUTH_TOKEN: "stand-in-auth-token",
    TWILIO_MESSAGING_SERVICE_SID: "MG00000000000000000000000000000000",
    TWILIO_API_BASE_URL: url,
  };
}
