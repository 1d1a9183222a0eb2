/**
 * A preload for a second copy of the browser tests' site (NODE_OPTIONS="--require
 * ./e2e/clock-shift.cjs"): the process and its function workers read a clock E2E_CLOCK_SHIFT_DAYS
 * days ahead of the real one, so a test can come back to what it did weeks later. Only a test
 * starts a site with it; the site's own code knows nothing of it.
 */
const days = Number(process.env.E2E_CLOCK_SHIFT_DAYS ?? 0);
if (days) {
  const RealDate = Date;
  const offset = days * 86_400_000;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
