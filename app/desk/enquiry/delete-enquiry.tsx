import { useId, useRef } from "react";
import { Form } from "react-router";
import { deskWords } from "#domain/desk/words.ts";
import { deskButton } from "../shared/ui.ts";

const copy = deskWords.enquiry;

/** 'Delete', for erasure requests, behind a modal dialog that says what goes and asks once more. */
export function DeleteEnquiry({ name }: { name: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const sentenceId = useId();
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()} className={deskButton.danger}>
        {copy.delete}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        aria-describedby={sentenceId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-earth-900 shadow-2xl backdrop:bg-forest-950/60"
      >
        <h2 id={headingId} className="font-extrabold text-forest-900 text-xl">
          {copy.deleteHeading}
        </h2>
        <p id={sentenceId} className="mt-2 text-earth-700">
          {copy.deleteSentence(name)}
        </p>
        {/* Cancel comes first, so the dialog opens with focus on the harmless choice. */}
        <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => dialog.current?.close()} className={deskButton.outline}>
            {copy.cancel}
          </button>
          <button type="submit" name="intent" value="delete" className={deskButton.dangerSolid}>
            {copy.delete}
          </button>
        </Form>
      </dialog>
    </>
  );
}
