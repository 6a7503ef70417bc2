import { memo, useRef } from "react";
import { fullDateTime } from "~/desk/format";
import type { Publishing } from "../../../../domain/desk/site-contract";
import { siteSectionContent } from "../../site-section-content";
import { deskButton } from "../ui";
import type { DraftMeta } from "./use-draft-autosave";

const copy = siteSectionContent.publish;
export const dialogClass =
  "m-auto w-[min(34rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-earth-900 shadow-2xl backdrop:bg-forest-950/60";

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
      <dialog ref={dialog} aria-labelledby="publish-heading" className={dialogClass}>
        <h2 id="publish-heading" className="font-extrabold text-forest-900 text-xl">
          {copy.heading}
        </h2>
        <p className="mt-2 text-earth-700">{copy.changesIntro}</p>
        <ChangeList changes={meta.changes} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => dialog.current?.close()} className={deskButton.outline}>
            {copy.cancel}
          </button>
          <button
            type="button"
            onClick={() => {
              dialog.current?.close();
              publish();
            }}
            className={deskButton.primary}
          >
            {copy.confirm}
          </button>
        </div>
      </dialog>
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
