/**
 * A preload for a second copy of the browser tests' site (NODE_OPTIONS="--require
 * ./e2e/clock-shift.cjs"): the process and its function workers read a clock shifted by the whole
 * days written in the file E2E_CLOCK_SHIFT_FILE (read again at most every 200 ms), so a test can
 * come back weeks later to what it did, on the same running site and database. Only a test starts
 * a site with it; the site's own code knows nothing of it.
 */
// A preload has no import statements; Node hands its own modules this way.
const { readFileSync } = process.getBuiltinModule("node:fs");

const file = process.env.E2E_CLOCK_SHIFT_FILE;
if (file) {
  const RealDate = Date;
  let offset = 0;
  let readAt = -Infinity;
  const now = () => {
    const real = RealDate.now();
    if (real - readAt > 200) {
      readAt = real;
      const days = Number(readFileSync(file, "utf8").trim() || 0);
      offset = Number.isFinite(days) ? days * 86_400_000 : 0;
    }
    return real + offset;
  };
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(now());
      else super(...args);
    }
    static now() {
      return now();
    }
  }
  globalThis.Date = ShiftedDate;
}
