// Follow-ups that come back on their day (issue 41, part 5): each morning in the owner's time zone the people
// whose follow-ups have come are told by push, once per day set.
import type { FastifyBaseLogger } from "fastify";
import type { DeskStore } from "../enquiries/desk-store.ts";
import { dayInZone, endOfDay } from "../quotations/validity.ts";

/** The morning's hour, in OWNER_TIME_ZONE: early enough for the day's plan, late enough not to wake anyone. */
export const reminderHour = 8;

export function scheduleFollowUpReminders({
  desk,
  notify,
  now,
  timeZone,
  log,
}: {
  desk: Pick<DeskStore, "followUpsToTell" | "markFollowUpTold">;
  /** Pushes to the enquiry's person, or everyone when it is assigned to nobody (server/push/notify-owners.ts). */
  notify: (enquiryId: string) => void;
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
    try {
      for (const { id } of desk.followUpsToTell(through)) {
        desk.markFollowUpTold(id);
        notify(id);
      }
    } catch (error) {
      log.error({ err: error }, "follow-up reminders failed; will retry the next morning");
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
