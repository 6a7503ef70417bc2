import type { ReactNode, RefObject } from "react";
import { deskButton } from "../shared/ui.ts";

const dialogClass =
  "m-auto w-[min(34rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-earth-900 shadow-2xl backdrop:bg-forest-950/60";

/**
 * A modal question before a change to her site: its heading, what the change does, then 'Cancel' and the
 * answer. Cancel comes first, so `showModal()` (the caller's) puts the focus on the harmless choice; both close
 * the dialog, the answer before it acts.
 */
export function ConfirmDialog({
  dialog,
  heading,
  headingId,
  children,
  cancel,
  confirm,
  danger = false,
  onConfirm,
  className = dialogClass,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  /** Null while what to ask is still on its way: the dialog is left empty until it comes. */
  heading: string | null;
  /**
   * The heading's id, by which it names the dialog; without one the dialog is named by the heading's text (a
   * dialog drawn once per product could give no id twice).
   */
  headingId?: string;
  children: ReactNode;
  cancel: string;
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
  className?: string;
}) {
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : (heading ?? undefined)}
      className={className}
    >
      {heading !== null && (
        <>
          <h2 id={headingId} className="font-extrabold text-forest-900 text-xl">
            {heading}
          </h2>
          {children}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={() => dialog.current?.close()} className={deskButton.outline}>
              {cancel}
            </button>
            <button
              type="button"
              onClick={() => {
                dialog.current?.close();
                onConfirm();
              }}
              className={danger ? deskButton.dangerSolid : deskButton.primary}
            >
              {confirm}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
