import { useCallback, useEffect, useRef, useState } from "react";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import { fullDateTime } from "#app/desk/shared/format.ts";
import { useMayCall } from "#app/desk/shared/use-may-call.ts";
import { siteApi, type Version, type VersionDetail } from "#domain/desk/site-contract.ts";
import { deskButton, deskCard } from "../shared/ui.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { ChangeList } from "./publish-panel.tsx";
import { siteSectionWords } from "./words.ts";

const copy = siteSectionWords.history;
/** A version's changes shown before the rest is folded away. */
const shownChanges = 5;

function Changes({ changes }: { changes: string[] }) {
  if (changes.length === 0) return <p className="text-earth-700 text-sm">{copy.noChanges}</p>;
  const rest = changes.slice(shownChanges);
  return (
    <>
      <ul className="list-disc space-y-0.5 ps-5 text-sm">
        {changes.slice(0, shownChanges).map((line) => (
          <li key={line} className="break-words">
            {line}
          </li>
        ))}
      </ul>
      {rest.length > 0 && (
        <details className="text-sm">
          <summary className="min-h-9 cursor-pointer py-1 font-semibold text-forest-800">
            {copy.moreChanges(rest.length)}
          </summary>
          <ul className="list-disc space-y-0.5 ps-5">
            {rest.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/**
 * 'History': every published version, who and when and what it changed; 'Restore' on an earlier one shows
 * what restoring it would change on the site and which unpublished changes of the draft it would lose (and who
 * saved them), then publishes it again as a new version over the draft it showed.
 */
export function HistoryList({
  refreshKey,
  busy,
  save,
  restore,
}: {
  /** Changes after each publish, so the list shows the new version. */
  refreshKey: number;
  busy: boolean;
  /** Saves her waiting edits first: the confirmation then lists them with the rest of the draft. */
  save: () => Promise<unknown>;
  /** Restores `version` over the draft at `revision`, the one whose losses the confirmation listed. */
  restore: (version: number, revision: number) => void;
}) {
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [detail, setDetail] = useState<VersionDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const lost = detail?.draft.unpublished ?? [];
  const mayRestore = useMayCall("POST /api/desk/site/history/:version/restore");

  const load = useCallback(async () => {
    try {
      setVersions(await deskFetch<Version[]>(siteApi.history));
    } catch (caught) {
      if (caught instanceof Response) return location.assign(caught.headers.get("Location") ?? "/sign-in");
      setError(caught instanceof DeskError ? caught.message : String(caught));
    }
  }, []);
  useEffect(() => {
    void refreshKey;
    void load();
  }, [load, refreshKey]);

  const ask = async (version: number) => {
    setError(null);
    try {
      await save();
      setDetail(await deskFetch<VersionDetail>(siteApi.version(version)));
      dialog.current?.showModal();
    } catch (caught) {
      if (caught instanceof Response) return location.assign(caught.headers.get("Location") ?? "/sign-in");
      setError(caught instanceof DeskError ? caught.message : String(caught));
    }
  };

  return (
    <section
      id="history"
      aria-labelledby="history-heading"
      className={`${deskCard} scroll-mt-28 space-y-4 p-4 sm:p-6`}
    >
      <div>
        <h2 id="history-heading" className="font-extrabold text-2xl text-forest-900">
          {copy.heading}
        </h2>
        <p className="mt-1 text-earth-700 text-sm">{copy.intro}</p>
      </div>
      <div role="alert" className="empty:hidden">
        {error && <p className="font-semibold text-onion-700 text-sm">{error}</p>}
      </div>
      {versions?.length === 0 && <p className="text-earth-700">{copy.none}</p>}
      <ol className="space-y-3">
        {versions?.map((version) => (
          <li key={version.version} className="space-y-2 rounded-xl border border-earth-900/10 p-3 sm:p-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-extrabold text-forest-900">{copy.version(version.version)}</h3>
              {version.current && (
                <span className="rounded-full bg-forest-100 px-2 py-0.5 font-bold text-forest-900 text-xs">
                  {copy.current}
                </span>
              )}
              <p className="text-earth-700 text-sm">{copy.byAt(version.by, fullDateTime(version.at))}</p>
            </div>
            {version.restoredFrom !== null && (
              <p className="text-earth-700 text-sm">{copy.restoredFrom(version.restoredFrom)}</p>
            )}
            <Changes changes={version.changes} />
            {mayRestore && !version.current && (
              <button
                type="button"
                disabled={busy}
                onClick={() => ask(version.version)}
                aria-label={copy.restoreLabel(version.version)}
                className={deskButton.outline}
              >
                {copy.restore}
              </button>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        dialog={dialog}
        heading={detail && copy.restoreHeading(detail.version)}
        headingId="restore-heading"
        cancel={copy.cancel}
        confirm={copy.restore}
        danger={lost.length > 0}
        onConfirm={() => {
          if (detail) restore(detail.version, detail.draft.revision);
        }}
      >
        {detail &&
          (detail.restoreChanges.length > 0 ? (
            <>
              <p className="mt-2 text-earth-700">{copy.restoreIntro}</p>
              <ChangeList changes={detail.restoreChanges} />
            </>
          ) : (
            <p className="mt-2 text-earth-700">{copy.restoreNothing}</p>
          ))}
        {detail && lost.length > 0 && (
          <div className="mt-4 rounded-lg bg-onion-700/10 p-3 text-onion-700 ring-1 ring-onion-700/30">
            <p className="font-semibold">
              {copy.restoreLoses(
                detail.draft.saved && {
                  who: detail.draft.saved.by,
                  when: fullDateTime(detail.draft.saved.at),
                },
              )}
            </p>
            <ChangeList changes={lost} />
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}
