import type { DatabaseSync } from "node:sqlite";
import type { FastifyBaseLogger } from "fastify";
import { deskPages } from "#domain/desk/api.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import type { DeskStore } from "../enquiries/desk-store.ts";
import type { MailSource } from "../mail/outbox.ts";
import type { VisitorsReportOf } from "./report.ts";
import { composeWeeklySummary } from "./weekly-summary-mail.ts";
import { createWeeklySummaryStore } from "./weekly-summary-store.ts";

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** Mondays at this hour in the site's time zone. */
const sendHour = 8;
/**
 * The scheduler wakes at least this often, so a change of the clocks (summer time) or of the machine's clock is
 * caught up with rather than slept through.
 */
const maxSleepMs = 6 * hourMs;
/** The unanswered enquiries the mail names, each with its link; the rest are counted. */
const listedUnanswered = 5;

/** The wall clock in a time zone: its date, its weekday (1 Monday … 7 Sunday), and ms since its midnight. */
export function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday ?? "") + 1;
  const msOfDay =
    (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000 +
    at.getMilliseconds();
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, msOfDay };
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * The week whose summary is due at `at`: the Monday's date, from 08:00 until that Monday ends in the site's
 * zone. A server down all Monday sends none that week: a summary of last week read on Tuesday or later is
 * late news, and the Visitors page has the same figures.
 */
export function dueWeek(at: Date, timeZone: string): string | undefined {
  const wall = wallClock(at, timeZone);
  return wall.weekday === 1 && wall.msOfDay >= sendHour * hourMs ? wall.date : undefined;
}

/** How long to sleep before the next Monday 08:00 (at most maxSleepMs). */
export function sleepBeforeNext(at: Date, timeZone: string): number {
  const wall = wallClock(at, timeZone);
  const todayTarget = sendHour * hourMs - wall.msOfDay;
  const days = wall.weekday === 1 && todayTarget <= 0 ? 7 : (8 - wall.weekday) % 7;
  return Math.min(maxSleepMs, Math.max(0, days * dayMs + todayTarget));
}

/** How many enquiries wait for a first answer (the inbox's 'Waiting'), and the latest few of them. */
function unanswered(desk: Pick<DeskStore, "page">) {
  const waiting = desk.page({ answer: "waiting" });
  return { total: waiting.total, latest: waiting.items.slice(0, listedUnanswered) };
}

export type WeeklySummary = ReturnType<typeof createWeeklySummary>;

/**
 * The weekly summary by mail: Mondays from 08:00 in the site's time zone, one for each owner who asked for it,
 * composed once per owner and week and stored, then delivered by the outbox (through `source`), which retries a
 * failure as it does every mail. A restart composes nothing twice; a server started later that Monday sends it then.
 */
export function createWeeklySummary(
  db: DatabaseSync,
  deps: {
    now: () => Date;
    timeZone: string;
    report: VisitorsReportOf;
    /** The inbox: its enquiries still waiting for a first answer, as its Answer filter finds them. */
    desk: Pick<DeskStore, "page">;
    /** The sender (MAIL_FROM): the Message-ID is made under its domain. */
    mailDomain: string;
    /** Told when summaries are queued, so the outbox sends them at once. */
    onQueued: () => void;
    log: FastifyBaseLogger;
    /** Timers; tests pass their own. */
    setTimer?: (run: () => void, ms: number) => unknown;
    clearTimer?: (timer: unknown) => void;
  },
) {
  const store = createWeeklySummaryStore(db);
  const { now, timeZone } = deps;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms).unref());
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout));
  let timer: unknown;
  let stopped = true;

  /** Queues this week's summary for every owner who asked for it and has none yet; answers how many. */
  function run(): number {
    const at = now();
    const week = dueWeek(at, timeZone);
    if (week === undefined) return 0;
    const owners = store.waiting(week);
    if (owners.length === 0) return 0;
    const report = deps.report({ from: plusDays(week, -7), to: plusDays(week, -1) });
    const mail = composeWeeklySummary({
      report,
      unanswered: unanswered(deps.desk),
      links: {
        visitors: absoluteUrl(deskPages.visitors),
        enquiry: (id) => absoluteUrl(deskPages.enquiry(id)),
        waiting: absoluteUrl(`${deskPages.inbox}?answer=waiting`),
      },
    });
    for (const owner of owners) {
      store.queue(
        {
          ownerId: owner.id,
          week,
          recipient: owner.email,
          ...mail,
          messageId: `<weekly-${week}-${owner.id}@${deps.mailDomain}>`,
        },
        at,
      );
    }
    deps.log.info({ week, owners: owners.length }, "weekly summary queued");
    deps.onQueued();
    return owners.length;
  }

  function wake() {
    if (stopped) return;
    try {
      run();
    } catch (error) {
      deps.log.error({ err: error }, "weekly summary failed; will try again");
    }
    timer = setTimer(wake, sleepBeforeNext(now(), timeZone));
  }

  const source: MailSource = {
    due: (limit) =>
      store.due(now().getTime(), limit).map((row) => ({
        mail: {
          messageId: row.messageId,
          file: row.messageId.replace(/^<|@.*$/g, ""),
          kind: "weekly-summary",
          enquiryId: null,
          to: { name: "", address: row.recipient },
          subject: row.subject,
          text: row.text,
          html: row.html,
          headers: { "Auto-Submitted": "auto-generated" },
        },
        attempts: row.attempts,
        markSent: () => store.markSent(row, now().toISOString()),
        markFailed: (error, nextAttemptAt) => store.markFailed(row, error, nextAttemptAt),
      })),
    nextDueAt: store.nextDueAt,
  };

  return {
    run,
    source,
    isOn: store.isOn,
    set: (ownerId: string, on: boolean) => store.set(ownerId, on, now().toISOString()),
    /** Runs now (a server started on a Monday after 08:00 catches up), then on each Monday at 08:00. */
    start() {
      stopped = false;
      wake();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimer(timer);
    },
  };
}
