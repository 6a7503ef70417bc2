import type { FastifyBaseLogger } from "fastify";
import type { Mailer, OutgoingMail } from "./mailer.ts";

export type RetryPolicy = { minMs: number; maxMs: number };

/** One mail due for delivery, and where to record the outcome of this attempt. */
export type DueMail = {
  mail: OutgoingMail;
  /** Attempts made before this one. */
  attempts: number;
  markSent(): void;
  markFailed(error: string, nextAttemptAt: number): void;
};

/**
 * A table of mails the outbox delivers: the enquiries' notifications to the owner (notifications.ts), the mail
 * queue of acknowledgements and replies (mail-queue.ts). Each keeps its own rows; the outbox owns the schedule.
 */
export type MailSource = {
  /** Mails whose next attempt is due, at most `limit`. */
  due(limit: number): DueMail[];
  /** When the next delivery is due (ms since the epoch), if any mail waits. */
  nextDueAt(): number | undefined;
};

/** SMTP errors may quote the recipient; logs never carry a buyer's address. */
function withoutAddresses(error: string): string {
  return error.replace(/[^\s<>"'@]+@[^\s<>"']+/g, "<address>");
}

/** Attempt n (1-based) failed: wait minMs * 2^(n-1), capped at maxMs. */
export function retryDelay(failedAttempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxMs, policy.minMs * 2 ** Math.max(0, failedAttempts - 1));
}

const batchSize = 10;
/**
 * Enquiries closer together than this are one burst, and mail waits for its end: the mail's work (composing,
 * SMTP, marking sent) would otherwise share the event loop with the buyers waiting for their answers.
 */
const burstGapMs = 50;
/** A burst that does not end still lets a batch of mail out this often. */
const burstMaxWaitMs = 1000;

/**
 * Delivers what its sources hold as due (the owner's notifications first), one mail at a time, in the background of the server, once a burst of
 * enquiries has passed (a batch a second while it lasts): answering buyers comes first.
 *
 * Delivery is at least once: a row is marked sent right after the mail server accepts the mail. If the
 * process dies between that acceptance and the (millisecond) commit, the mail goes out again after restart,
 * with the same Message-ID. Rows are never deleted, so an outage only delays delivery. One server process
 * per DATA_DIR: two would both send the same due rows.
 */
export function createOutbox(options: {
  sources: readonly MailSource[];
  mailer: Mailer;
  retry: RetryPolicy;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { sources, mailer, retry, log, now } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let rerun = false;
  let stopped = true;
  // Real time (performance.now), not the injected clock: bursts are about the event loop, not due dates.
  let lastNotice = Number.NEGATIVE_INFINITY;
  let waitingSince: number | undefined;
  let wake: NodeJS.Timeout | undefined;
  const inBurst = () => performance.now() - lastNotice < burstGapMs;

  function whenQuiet(): void {
    wake = undefined;
    const waited = performance.now() - (waitingSince ?? performance.now());
    if (inBurst() && waited < burstMaxWaitMs) {
      wake = setTimeout(whenQuiet, burstGapMs);
      return;
    }
    waitingSince = undefined;
    // A burst that made mail wait burstMaxWaitMs still lets a batch out.
    run(inBurst() ? batchSize : 0);
  }

  /** Runs once enquiries stop coming for burstGapMs, or burstMaxWaitMs from now at the latest. */
  function runAfterBurst(): void {
    if (stopped) return;
    waitingSince ??= performance.now();
    wake ??= setTimeout(whenQuiet, burstGapMs);
  }

  /**
   * Delivers what is due; stops early, resolving true, once a burst of enquiries is on and at least `minimum`
   * mails went out.
   */
  async function deliverDue(minimum: number): Promise<boolean> {
    let attempted = 0;
    for (const source of sources) {
      for (;;) {
        const due = source.due(batchSize);
        for (const { mail, attempts: before, markSent, markFailed } of due) {
          if (attempted >= minimum && stopped) return false;
          if (attempted >= minimum && inBurst()) return true;
          attempted++;
          const result = await mailer.send(mail);
          if (result.ok) {
            markSent();
            continue;
          }
          const attempts = before + 1;
          const delay = retryDelay(attempts, retry);
          markFailed(result.error, now().getTime() + delay);
          log.warn(
            {
              kind: mail.kind,
              enquiryId: mail.enquiryId,
              attempts,
              retryInMs: delay,
              error: withoutAddresses(result.error),
            },
            "mail not delivered; will retry",
          );
        }
        if (due.length < batchSize) break;
      }
    }
    return false;
  }

  /** The earliest due time over all sources. */
  function nextDueAt(): number | undefined {
    const times = sources.map((source) => source.nextDueAt()).filter((at) => at !== undefined);
    return times.length > 0 ? Math.min(...times) : undefined;
  }

  /** Arms the timer for the next due delivery; after a failed run, pauses minMs instead. */
  function scheduleNext(failedRun: boolean): void {
    clearTimeout(timer);
    if (stopped) return;
    if (!failedRun) {
      try {
        const next = nextDueAt();
        if (next === undefined) return;
        // Node timers overflow past 2^31 - 1 ms; waking early only re-checks.
        timer = setTimeout(run, Math.min(Math.max(0, next - now().getTime()), 2 ** 31 - 1));
        return;
      } catch (error) {
        log.error({ err: error }, "outbox could not read its schedule");
      }
    }
    timer = setTimeout(run, retry.minMs);
  }

  /** Delivers what is due now; `minimum` mails go out even in a burst of enquiries. */
  function run(minimum = 0): void {
    if (stopped) return;
    if (running) {
      rerun = true;
      return;
    }
    let failedRun = false;
    let yielded = false;
    running = deliverDue(minimum)
      .then((stoppedEarly) => {
        yielded = stoppedEarly;
      })
      .catch((error: unknown) => {
        // The database failed under us. The rows stay pending; pause before the next try, since a row whose
        // mail went out but could not be marked sent would otherwise be mailed again at once, in a loop.
        failedRun = true;
        log.error({ err: error }, "outbox run failed");
      })
      .finally(() => {
        running = undefined;
        if (yielded) {
          rerun = false;
          runAfterBurst();
        } else if (rerun && !failedRun) {
          rerun = false;
          run();
        } else {
          rerun = false;
          scheduleNext(failedRun);
        }
      });
  }

  return {
    /** Starts delivering, beginning with whatever was left pending before a restart. */
    start(): void {
      stopped = false;
      run();
    },
    /** A new enquiry is stored: deliver it once the burst it may belong to ends, not at the next scheduled run. */
    notify(): void {
      lastNotice = performance.now();
      runAfterBurst();
    },
    /**
     * Stops scheduling. Mail that was waiting for a burst to end goes out first (a batch at most; the rest
     * after a restart), and the mail being sent, if any, is finished and recorded.
     */
    async stop(): Promise<void> {
      const waiting = wake !== undefined;
      clearTimeout(wake);
      wake = undefined;
      clearTimeout(timer);
      if (waiting && !running) run(batchSize);
      stopped = true;
      await running;
    },
  };
}
