// Who did what: the rooms record each action where it succeeds, in one line; the 'Activity' page and its CSV
// read it back; a daily sweep forgets what is older than a year.
import type { DatabaseSync } from "node:sqlite";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { type ActivityAction, activityKeptDays } from "#domain/desk/activity-api.ts";
import type { ActivityEntry } from "#domain/desk/types.ts";
import { browserLabel } from "../shared/browser-label.ts";
import { timeOrderedId } from "../shared/time-ordered-id.ts";
import { type ActivityRow, createActivityStore } from "./activity-store.ts";

const dayMs = 86_400_000;
/** A failed sign-in's address is whatever was typed: kept to the longest an e-mail address can be. */
const maxTextLength = 320;
const maxUserAgentLength = 512;

/** The person who acted: their account and address; a failed sign-in has only the address tried (or none). */
export type ActivityPerson = { id: string | null; email: string };

export type ActivityEvent = {
  action: ActivityAction;
  /** On what: an enquiry's reference, "version 4", a person's e-mail address… */
  subject?: string;
  /** By default the signed-in person of the request (the guard's session). */
  who?: ActivityPerson;
};

export type ActivityLog = ReturnType<typeof createActivityLog>;
/** What a room that records needs of the log. */
export type RecordActivity = ActivityLog["record"];

function describe(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    accountId: row.accountId,
    email: row.email,
    action: row.action,
    subject: row.subject,
    browser: browserLabel(row.userAgent),
    ip: row.ip,
  };
}

export function createActivityLog(db: DatabaseSync, now: () => Date) {
  const store = createActivityStore(db);
  return {
    /**
     * Records an action from this request: who (the session's person unless told), when, and from where (the
     * address and browser, as a session keeps them). Never throws: a log that cannot be written must not undo
     * or block what was done, so the failure is only logged.
     */
    record(request: FastifyRequest, { action, subject = "", who }: ActivityEvent): void {
      try {
        const at = now();
        const person = who ?? {
          id: request.session?.ownerId ?? null,
          email: request.session?.ownerEmail ?? "",
        };
        store.add({
          id: timeOrderedId(at),
          at: at.getTime(),
          accountId: person.id,
          email: person.email.slice(0, maxTextLength),
          action,
          subject: subject.slice(0, maxTextLength),
          ip: request.ip,
          userAgent: (request.headers["user-agent"] ?? "").slice(0, maxUserAgentLength),
        });
      } catch (error) {
        request.log.error({ err: error, action }, "activity not recorded");
      }
    },

    /** One page of rows, newest first. */
    page(page: number, pageSize: number) {
      return {
        items: store.page(pageSize, (page - 1) * pageSize).map(describe),
        total: store.count(),
      };
    },

    /** Every row kept, newest first (the CSV). */
    all: () => store.all().map(describe),

    /** Deletes the rows older than the time they are kept; returns how many. */
    sweep: () => store.deleteBefore(now().getTime() - activityKeptDays * dayMs),
  };
}

/** Sweeps at start, then once a day; a failed sweep is logged and tried again the next day. */
export function scheduleActivitySweep(activity: Pick<ActivityLog, "sweep">, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    try {
      const deleted = activity.sweep();
      if (deleted > 0) log.info({ deleted }, "activity older than a year deleted");
    } catch (error) {
      log.error({ err: error }, "activity sweep failed; will retry tomorrow");
    }
  };
  return {
    start() {
      run();
      timer = setInterval(run, dayMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
