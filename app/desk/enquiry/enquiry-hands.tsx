import { Form, useSubmit } from "react-router";
import { fullDate } from "#app/desk/shared/format.ts";
import { assignmentWords } from "#domain/desk/assignment-words.ts";
import type { Assignee, EnquiryDetail } from "#domain/desk/types.ts";
import { deskButton, deskCard, deskControl } from "../shared/ui.ts";

const copy = assignmentWords;
const label = "mb-1 block font-bold text-forest-900 text-sm";

/** 'Assigned to': a person of the team, or nobody; saved as soon as it changes (the history records it). */
export function EnquiryAssignee({ enquiry, people }: { enquiry: EnquiryDetail; people: Assignee[] }) {
  const submit = useSubmit();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="assign" />
      <label htmlFor="enquiry-assignee" className={label}>
        {copy.assignedTo}
      </label>
      <select
        id="enquiry-assignee"
        name="assigneeId"
        key={enquiry.assignee?.id ?? ""}
        defaultValue={enquiry.assignee?.id ?? ""}
        onChange={(event) => void submit(event.currentTarget.form)}
        className={`${deskControl} px-3`}
      >
        <option value="">{copy.nobody}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.email}
          </option>
        ))}
      </select>
    </Form>
  );
}

/**
 * 'Follow up on' a day, with what to do then; right after a reply or a quotation is sent, the next one is
 * offered in a tap, counted by the server from today in OWNER_TIME_ZONE (this device's calendar may be on
 * another day).
 */
export function EnquiryFollowUp({ enquiry, offerNext }: { enquiry: EnquiryDetail; offerNext: boolean }) {
  const { followUp } = enquiry;
  return (
    <section aria-labelledby="follow-up-heading" className={`${deskCard} space-y-4 p-5`}>
      <h2 id="follow-up-heading" className="font-extrabold text-forest-900 text-lg">
        {copy.followUpHeading}
      </h2>
      {followUp ? (
        <p className="flex flex-wrap items-center gap-2 text-earth-900 text-sm">
          <span className="font-semibold">
            {copy.followUpLine(fullDate(`${followUp.on}T12:00:00Z`))}
            {followUp.note && `: ${followUp.note}`}
          </span>
          {followUp.due && (
            <span className="rounded-full bg-onion-700 px-2.5 py-0.5 font-bold text-white text-xs">
              {copy.dueNow}
            </span>
          )}
        </p>
      ) : (
        <p className="text-earth-700 text-sm">{copy.noFollowUp}</p>
      )}
      {offerNext && (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="follow-up" />
          <p className="font-semibold text-forest-900 text-sm">{copy.nextFollowUp}</p>
          <div className="flex flex-wrap gap-2">
            {[3, 7].map((days) => (
              <button key={days} type="submit" name="inDays" value={days} className={deskButton.outline}>
                {copy.inDays[days]}
              </button>
            ))}
          </div>
        </Form>
      )}
      {/* A fresh form after each change, showing what is saved. */}
      <Form method="post" key={`${followUp?.on}-${followUp?.note}`} className="space-y-3">
        <div>
          <label htmlFor="enquiry-follow-up-on" className={label}>
            {copy.followUpOn}
          </label>
          <input
            id="enquiry-follow-up-on"
            name="on"
            type="date"
            required
            defaultValue={followUp?.on ?? ""}
            className={`${deskControl} px-3`}
          />
        </div>
        <div>
          <label htmlFor="enquiry-follow-up-note" className={label}>
            {copy.whatToDo}
          </label>
          <input
            id="enquiry-follow-up-note"
            name="note"
            type="text"
            maxLength={200}
            defaultValue={followUp?.note ?? ""}
            aria-describedby="enquiry-follow-up-hint"
            className={`${deskControl} px-3`}
          />
          <p id="enquiry-follow-up-hint" className="mt-1 text-earth-700 text-xs">
            {copy.whatToDoHint}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="follow-up" className={deskButton.primary}>
            {copy.saveFollowUp}
          </button>
          {followUp && (
            <button
              type="submit"
              name="intent"
              value="no-follow-up"
              formNoValidate
              className={deskButton.outline}
            >
              {copy.removeFollowUp}
            </button>
          )}
        </div>
      </Form>
    </section>
  );
}
