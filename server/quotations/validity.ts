// When a quotation stops being acceptable: at the end of its 'Valid until' day in the owner's time zone
// (OWNER_TIME_ZONE, Asia/Kolkata by default), which is where she dates her offers, not wherever the buyer is.

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return local - Math.floor(instant / 1000) * 1000;
}

/** The first instant after the day (YYYY-MM-DD) in the zone: the next day's midnight there, in ms. */
export function endOfDay(day: string, timeZone: string): number {
  const nextMidnight = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
  // Twice: the offset at the guess can differ from the offset at the answer across a clock change.
  const guess = nextMidnight - offsetAt(nextMidnight, timeZone);
  return nextMidnight - offsetAt(guess, timeZone);
}

export const isExpired = (validUntil: string, now: Date, timeZone: string) =>
  now.getTime() >= endOfDay(validUntil, timeZone);

/** Today's date in the zone, plus some days, as YYYY-MM-DD. */
export function dayInZone(now: Date, timeZone: string, plusDays = 0): string {
  const local = new Date(now.getTime() + offsetAt(now.getTime(), timeZone) + plusDays * 86_400_000);
  return local.toISOString().slice(0, 10);
}
