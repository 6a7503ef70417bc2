// Follow-ups that come back on their day: each morning in the owner's time zone the people whose follow-ups
// have come are told by push, once per day set. An enquiry's follow-up (issue 41, part 5) and a shipped order's
// proceeds, a month before they must be realised (issue 42, part 5), go through the same mornings.
import type { FastifyBaseLogger } from "fastify";
import { dayInZone, endOfDay } from "../quotations/validity.ts";

/** The morning's hour, in OWNER_TIME_ZONE: early enough for the day's plan, late enough not to wake anyone. */
export const reminderHour = 8;

/** One kind of follow-up: what has come and is untold, how it is marked told, whom it pushes. */
export type FollowUpKind<T> = {
  /** Each follow-up whose day is `through` (YYYY-MM-DD) or earlier and has not been told. */
  toTell: (through: string) => readonly T[];
  markTold: (item: T) => void;
  /** Pushes to its enquiry's person, or to everyone when nobody holds it (server/push/notify-owners.ts). */
  notify: (item: T) => void;
};

/** Marked told before the push goes: a crash between the two costs one push rather than a push every morning. */
export function followUpKind<T>({ toTell, markTold, notify }: FollowUpKind<T>) {
  return (through: string) => {
    for (const item of toTell(through)) {
      markTold(item);
      notify(item);
    }
  };
}

export function scheduleFollowUpReminders({
  kinds,
  now,
  timeZone,
  log,
}: {
  /** Each kind's telling (followUpKind), in turn: one failing keeps none of the others from being told. */
  kinds: readonly ((through: string) => void)[];
  now: () => Date;
  timeZone: string;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  // A day's morning: its midnight (the end of the day before) plus the hour.
  const morningOf = (plusDays: number) =>
    endOfDay(dayInZone(now(), timeZone, plusDays - 1), timeZone) + reminderHour * 3_600_000;

  /** Tells every follow-up whose morning has passed (days missed while the server was down included). */
  function tell(): void {
    const through =
      now().getTime() >= morningOf(0) ? dayInZone(now(), timeZone) : dayInZone(now(), timeZone, -1);
    for (const tellKind of kinds) {
      try {
        tellKind(through);
      } catch (error) {
        log.error({ err: error }, "follow-up reminders failed; will retry the next morning");
      }
    }
  }

  function next(): void {
    const at = now().getTime() < morningOf(0) ? morningOf(0) : morningOf(1);
    timer = setTimeout(run, Math.max(at - now().getTime(), 1000));
    timer.unref();
  }

  function run(): void {
    tell();
    next();
  }

  return {
    start: run,
    /** Tells what is due now (tests call it with their clock). */
    tell,
    stop: () => clearTimeout(timer),
  };
}
