import { memo, useRef } from "react";
import { fullDateTime } from "#app/desk/shared/format.ts";
import type { Publishing } from "#domain/desk/site-contract.ts";
import { deskButton } from "../shared/ui.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import type { DraftMeta } from "./use-draft-autosave.ts";
import { siteSectionWords } from "./words.ts";

const copy = siteSectionWords.publish;

/** A list of changes, one line each ("Products › Red onions › Description (Spanish)"). */
export function ChangeList({ changes }: { changes: string[] }) {
  return (
    <ul className="mt-3 max-h-[50vh] list-disc space-y-1 overflow-y-auto ps-5 text-sm">
      {changes.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** The progress of the last publish or restore, then 'Published'; its failure as an alert. */
export function PublishProgress({ progress, error }: { progress: Publishing | null; error: string | null }) {
  const failed = progress?.state === "failed";
  return (
    <>
      <div role="status" className="empty:hidden">
        {progress?.state === "publishing" && (
          <p className="font-semibold text-forest-900 text-sm">
            {progress.total > 0 ? copy.progress(progress.done, progress.total) : copy.starting}
          </p>
        )}
        {progress?.state === "published" && (
          <p className="rounded-lg bg-forest-100 px-3 py-2 font-bold text-forest-900 text-sm">
            {copy.published}
          </p>
        )}
      </div>
      <div role="alert" className="empty:hidden">
        {(failed || error) && (
          <p className="rounded-lg bg-onion-700/10 px-3 py-2 font-semibold text-onion-700 text-sm ring-1 ring-onion-700/30">
            {failed ? (progress.error ? copy.failed(progress.error) : copy.failedGeneric) : error}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * 'Publish': enabled while the draft differs from the site; first saves what waits, then lists what publishing
 * will change and asks once more.
 */
export function PublishButton({
  meta,
  busy,
  prepare,
  publish,
}: {
  meta: DraftMeta;
  busy: boolean;
  /** Saves the waiting edits and refreshes `meta`; false when they could not be saved. */
  prepare: () => Promise<boolean>;
  publish: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        disabled={!meta.changed || busy}
        onClick={async () => {
          if (await prepare()) dialog.current?.showModal();
        }}
        className={deskButton.primary}
      >
        {copy.publish}
      </button>
      <ConfirmDialog
        dialog={dialog}
        heading={copy.heading}
        headingId="publish-heading"
        cancel={copy.cancel}
        confirm={copy.confirm}
        onConfirm={publish}
      >
        <p className="mt-2 text-earth-700">{copy.changesIntro}</p>
        <ChangeList changes={meta.changes} />
      </ConfirmDialog>
    </>
  );
}

/** "The site shows version 4, published by … on …", or that the draft is the site already. */
export const PublishedLine = memo(function PublishedLine({ meta }: { meta: DraftMeta }) {
  return (
    <p className="text-earth-700 text-sm">
      {copy.publishedVersion(meta.published.version, meta.published.by, fullDateTime(meta.published.at))}
      {!meta.changed && ` ${copy.nothing}`}
    </p>
  );
});
