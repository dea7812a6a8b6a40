/**
 * A fixed starting clock for a spawned server (loaded with `node --import`): when PORTAL_CLOCK_START is set, Date
 * starts at that instant and runs on from there, so time rules (session start, release) can be checked at a chosen
 * hospital time. Only Date moves; the database's own now() keeps the real time, so start only in the future (a
 * session row expiring by the database clock then still lives).
 */
const start = process.env.PORTAL_CLOCK_START;
if (start) {
  const offset = Date.parse(start) - Date.now();
  if (Number.isNaN(offset)) throw new Error(`PORTAL_CLOCK_START is not an instant: ${start}`);
  const RealDate = Date;
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
