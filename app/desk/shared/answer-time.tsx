import { duration } from "#app/desk/shared/format.ts";
import type { EnquirySummary } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";

const copy = deskWords.answerTime;

/**
 * How long the enquiry waited for its first answer ("Answered in 2 hr 10 min"), or has been waiting so far
 * ("Waiting 3 h"), with an Overdue mark once that is longer than the reply target (the server decides).
 */
export function AnswerTime({
  enquiry,
  now,
}: {
  enquiry: Pick<EnquirySummary, "receivedAt" | "answeredAt" | "overdue">;
  now: Date;
}) {
  const received = Date.parse(enquiry.receivedAt);
  if (enquiry.answeredAt) {
    return (
      <span className="font-semibold text-forest-800 text-xs">
        {copy.answeredIn(duration(Date.parse(enquiry.answeredAt) - received))}
      </span>
    );
  }
  const waiting = copy.waiting(duration(now.getTime() - received));
  if (!enquiry.overdue) return <span className="font-semibold text-earth-700 text-xs">{waiting}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1 font-semibold text-onion-700 text-xs">
      <span className="rounded-full bg-onion-700 px-2.5 py-0.5 font-bold text-white">{copy.overdue}</span>
      {waiting}
    </span>
  );
}
