import { Form, useSubmit } from "react-router";
import { fullDateTime } from "#app/desk/shared/format.ts";
import type { EnquiryDetail, HistoryEntry, Note } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { StatusOptions } from "../shared/badges.tsx";
import { deskButton, deskCard, deskControl } from "../shared/ui.ts";
import { useMayCall } from "../shared/use-may-call.ts";
import { DeleteEnquiry } from "./delete-enquiry.tsx";

const copy = deskWords.enquiry;
const card = `${deskCard} p-5`;
const heading = "font-extrabold text-forest-900 text-lg";

/**
 * Status, whose it is (the children), spam, resend and delete: the levers on one enquiry, each a form to the
 * route's action; only those the person's role may pull (none for a Viewer, no 'Delete' for Sales).
 */
export function EnquiryActions({
  enquiry,
  children,
}: {
  enquiry: EnquiryDetail;
  children?: React.ReactNode;
}) {
  const submit = useSubmit();
  const mayChange = useMayCall("PATCH /api/desk/enquiries/:id");
  const mayDelete = useMayCall("DELETE /api/desk/enquiries/:id");
  if (!mayChange && !mayDelete) return null;
  return (
    <section aria-labelledby="work-heading" className={`${card} space-y-4`}>
      <h2 id="work-heading" className={heading}>
        {copy.work}
      </h2>
      {mayChange && (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="status" />
          <div className="min-w-40 flex-1">
            <label htmlFor="enquiry-status" className="mb-1 block font-bold text-forest-900 text-sm">
              {copy.status}
            </label>
            <select
              id="enquiry-status"
              name="status"
              // Saved as soon as it changes; the history records every step.
              key={enquiry.status}
              defaultValue={enquiry.status}
              onChange={(event) => void submit(event.currentTarget.form)}
              className={`${deskControl} px-3`}
            >
              <StatusOptions />
            </select>
          </div>
        </Form>
      )}
      {mayChange && children}
      <div className="flex flex-wrap gap-3">
        {mayChange && (
          <Form method="post">
            <input type="hidden" name="spam" value={enquiry.spam ? "false" : "true"} />
            <button type="submit" name="intent" value="spam" className={deskButton.outline}>
              {enquiry.spam ? copy.notSpam : copy.markSpam}
            </button>
          </Form>
        )}
        {mayChange && enquiry.mail === "failed" && (
          <Form method="post">
            <button type="submit" name="intent" value="resend" className={deskButton.outline}>
              {copy.resend}
            </button>
          </Form>
        )}
        {mayDelete && <DeleteEnquiry name={enquiry.name} />}
      </div>
      {enquiry.spam && <p className="font-semibold text-onion-700 text-sm">{copy.inSpam}</p>}
    </section>
  );
}

export function EnquiryNotes({ notes }: { notes: Note[] }) {
  const mayAdd = useMayCall("POST /api/desk/enquiries/:id/notes");
  return (
    <section aria-labelledby="notes-heading" className={`${card} space-y-4`}>
      <h2 id="notes-heading" className={heading}>
        {copy.notes}
      </h2>
      {notes.length === 0 ? (
        <p className="text-earth-700 text-sm">{copy.noNotes}</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-cream-50 p-3 ring-1 ring-earth-900/5">
              <p dir="auto" className="whitespace-pre-wrap break-words text-earth-900">
                {note.text}
              </p>
              <p className="mt-1.5 text-earth-700 text-xs">
                {note.author} · <time dateTime={note.at}>{fullDateTime(note.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {/* A fresh, empty field after each note added. */}
      {mayAdd && (
        <Form method="post" key={notes.length} className="space-y-2">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="enquiry-note" className="block font-bold text-forest-900 text-sm">
            {copy.noteLabel}
          </label>
          <textarea
            id="enquiry-note"
            dir="auto"
            name="text"
            required
            rows={3}
            aria-describedby="enquiry-note-hint"
            className={`${deskControl} px-3 py-2`}
          />
          <p id="enquiry-note-hint" className="text-earth-700 text-xs">
            {copy.noteHint}
          </p>
          <button type="submit" className={deskButton.primary}>
            {copy.addNote}
          </button>
        </Form>
      )}
    </section>
  );
}

export function EnquiryHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <section aria-labelledby="history-heading" className={`${card} space-y-3`}>
      <h2 id="history-heading" className={heading}>
        {copy.history}
      </h2>
      {history.length === 0 ? (
        <p className="text-earth-700 text-sm">{copy.noHistory}</p>
      ) : (
        <ol className="space-y-2.5 border-forest-100 border-s-2 ps-4">
          {history.map((entry) => (
            <li key={entry.id} className="text-sm">
              <p className="font-semibold text-earth-900">{entry.detail}</p>
              <p className="text-earth-700 text-xs">
                {entry.actor} · <time dateTime={entry.at}>{fullDateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
