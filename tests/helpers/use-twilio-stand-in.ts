/**
 * The Twilio stand-in for one test file: started before its tests, stopped after them, and
 * before each test the site is pointed at it (with `extraEnv`), its texts emptied and its
 * refusal cleared.
 */
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { resetServerEnv } from "../../src/server/env";
import { startTwilioStandIn, twilioStandInEnv, type TwilioStandInOptions } from "./twilio-stand-in";

export function useTwilioStandIn(extraEnv: Record<string, string> = {}) {
  let standIn: Awaited<ReturnType<typeof startTwilioStandIn>> | undefined;
  const running = () => {
    if (!standIn) throw new Error("the Twilio stand-in is not running: use it inside a test");
    return standIn;
  };
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  beforeEach(() => {
    for (const [name, value] of Object.entries({ ...twilioStandInEnv(running().url), ...extraEnv })) vi.stubEnv(name, value);
    resetServerEnv();
    running().received.length = 0;
    running().setRefuse(undefined);
  });
  return {
    /** Every text the stand-in was sent in this test. */
    get received() {
      return running().received;
    },
    get url() {
      return running().url;
    },
    /** Answer every send with this Twilio error until the next test. */
    setRefuse: (error: TwilioStandInOptions["refuse"]) => running().setRefuse(error),
  };
}
