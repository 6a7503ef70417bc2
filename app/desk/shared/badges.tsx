import { type EnquiryStatus, enquiryStatuses } from "#domain/desk/api.ts";
import type { MailState } from "#domain/desk/types.ts";
import { mailLabels, statusLabels } from "#domain/desk/words.ts";

const statusTone: Record<EnquiryStatus, string> = {
  new: "bg-saffron-300/60 text-forest-950",
  replied: "bg-forest-100 text-forest-900",
  quoted: "bg-cream-200 text-earth-900",
  won: "bg-leaf-600 text-white",
  lost: "bg-earth-700/15 text-earth-900",
};

const mailTone: Record<MailState, string> = {
  queued: "text-earth-700",
  sent: "text-forest-800",
  failed: "text-onion-700",
};

const mailMark: Record<MailState, string> = { queued: "○", sent: "✓", failed: "!" };

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 font-bold text-xs ${statusTone[status]}`}>
      {statusLabels[status]}
    </span>
  );
}

export function MailBadge({ mail }: { mail: MailState }) {
  return (
    <span className={`inline-flex items-center gap-1 font-semibold text-xs ${mailTone[mail]}`}>
      <span aria-hidden="true">{mailMark[mail]}</span>
      {mailLabels[mail]}
    </span>
  );
}

/** The five statuses as the options of a select, in the order the work goes. */
export function StatusOptions() {
  return enquiryStatuses.map((status) => (
    <option key={status} value={status}>
      {statusLabels[status]}
    </option>
  ));
}
