import { fullDateTime } from "../shared/format.ts";
import { deskButton } from "../shared/ui.ts";
import type { SaveState } from "./use-draft-autosave.ts";
import { siteSectionWords as copy } from "./words.ts";

/** The save's state in words, in the status region; a refused save's details as an alert. */
export function SaveStatus({
  state,
  errorCount,
  errorLinks,
  reload,
}: {
  state: SaveState;
  errorCount: number;
  errorLinks: React.ReactNode;
  reload: () => void;
}) {
  const words: Partial<Record<SaveState["kind"], string>> = {
    pending: copy.save.pending,
    saving: copy.save.saving,
    saved: copy.save.saved,
  };
  return (
    <>
      <p role="status" className="font-semibold text-forest-900 text-sm empty:hidden">
        {words[state.kind]}
      </p>
      <div role="alert" className="empty:hidden">
        {state.kind === "invalid" && (
          // Folded: on a phone the list would hide the fields it names.
          <details className="rounded-lg bg-onion-700/10 px-3 py-1 text-onion-700 text-sm ring-1 ring-onion-700/30">
            <summary className="min-h-9 cursor-pointer py-1.5 font-semibold">
              {copy.save.invalid(errorCount)}
            </summary>
            <div className="max-h-[40vh] overflow-y-auto pb-2">{errorLinks}</div>
          </details>
        )}
        {(state.kind === "failed" || state.kind === "refused") && (
          <p className="rounded-lg bg-onion-700/10 px-3 py-2 font-semibold text-onion-700 text-sm ring-1 ring-onion-700/30">
            {state.kind === "failed" ? copy.save.failed : state.message || copy.save.refused}
          </p>
        )}
        {state.kind === "conflict" && (
          <div className="space-y-2 rounded-lg bg-onion-700/10 px-3 py-2 text-onion-700 text-sm ring-1 ring-onion-700/30">
            <p className="font-semibold">
              {copy.save.conflict(state.stale.by, fullDateTime(state.stale.at))}
            </p>
            <button type="button" onClick={reload} className={deskButton.danger}>
              {copy.save.reload}
            </button>
            <p>{copy.save.reloadHint}</p>
          </div>
        )}
      </div>
    </>
  );
}
