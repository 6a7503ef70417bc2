import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import { signInRedirect } from "#app/desk/shared/fetch.ts";
import { type SiteDraft, type StaleSave, siteApi } from "#domain/desk/site-contract.ts";
import { draftContentSchema } from "#domain/site-content/draft-schema.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { pathKey } from "./content-paths.ts";

/** The draft's save as the owner sees it in the page's status region. */
export type SaveState =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "invalid" }
  | { kind: "failed" }
  | { kind: "refused"; message: string }
  | { kind: "conflict"; stale: StaleSave };

/** What publishing would change, as the server last said after a save (the draft's own fields). */
export type DraftMeta = Pick<SiteDraft, "changed" | "changes" | "published" | "saved">;

/** Edits not saved yet, kept in this browser until the server has them: the tab may close or the phone sleep. */
type UnsavedCopy = { revision: number; content: SiteContent; at: string };
const unsavedKey = "desk-site-unsaved";
/** After the last keystroke, before saving: one save per pause, not one per letter. */
const pauseMs = 1000;
/** After the last keystroke, before the fields' errors and the translation counts are brought up to date. */
const checkPauseMs = 300;
/** Browsers refuse a keepalive request whose body is over 64 KiB: a larger draft waits in localStorage. */
const keepaliveMaxBytes = 60_000;

function readUnsaved(): UnsavedCopy | null {
  try {
    const stored = localStorage.getItem(unsavedKey);
    return stored ? (JSON.parse(stored) as UnsavedCopy) : null;
  } catch {
    return null;
  }
}

/**
 * The schema's sentence per field, by its place ("products.2.description.en"): the draft's schema (only what could
 * harm: a draft may be unfinished), or what publishing asks (publishableContentSchema).
 */
export function fieldErrors(
  content: SiteContent,
  schema: z.ZodType<SiteContent, unknown> = draftContentSchema,
): Record<string, string> {
  const result = schema.safeParse(content);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[pathKey(issue.path)] ??= issue.message;
  return errors;
}

async function fetchDraft(): Promise<SiteDraft> {
  const response = await fetch(siteApi.draft, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`draft ${response.status}`);
  return (await response.json()) as SiteDraft;
}

/**
 * The shared draft as the owner edits it: every change kept in localStorage at once and saved to the server
 * after a pause with the revision it was made from; saved at once when the page is hidden or left. A save over
 * someone else's newer one is refused by the server (409) and stays refused here until she reloads theirs.
 */
export function useDraftAutosave(initial: SiteDraft) {
  const [content, setContent] = useState(initial.content);
  const [meta, setMeta] = useState<DraftMeta>(initial);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [unsaved, setUnsaved] = useState<UnsavedCopy | null>(null);
  const revision = useRef(initial.revision);
  const latest = useRef(initial.content);
  /** The content the server has: nothing to save while `latest` is it. */
  const stored = useRef(initial.content);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const blocked = useRef(false);

  // The whole content's check is the slow part of a change: it runs once she pauses, not on every keystroke.
  // The same errors keep the same object, so the fields that read them are not redrawn for nothing.
  const [settled, setSettled] = useState(initial.content);
  const [schemaErrors, setSchemaErrors] = useState<Record<string, string>>(() =>
    fieldErrors(initial.content),
  );
  useEffect(() => {
    const timer = setTimeout(() => {
      const found = fieldErrors(content);
      setSchemaErrors((shown) => (JSON.stringify(found) === JSON.stringify(shown) ? shown : found));
      setSettled(content);
    }, checkPauseMs);
    return () => clearTimeout(timer);
  }, [content]);
  const errors = useMemo(
    () => (Object.keys(serverErrors).length === 0 ? schemaErrors : { ...schemaErrors, ...serverErrors }),
    [schemaErrors, serverErrors],
  );

  useEffect(() => {
    const copy = readUnsaved();
    if (copy && JSON.stringify(copy.content) !== JSON.stringify(initial.content)) setUnsaved(copy);
    else localStorage.removeItem(unsavedKey);
  }, [initial.content]);

  const refreshMeta = useCallback(async () => {
    const draft = await fetchDraft().catch(() => null);
    if (draft && draft.revision === revision.current) setMeta(draft);
  }, []);

  const save = useCallback(
    async (keepalive = false): Promise<void> => {
      clearTimeout(timer.current);
      if (inFlight.current) {
        await inFlight.current;
        return save(keepalive);
      }
      const sending = latest.current;
      if (blocked.current || sending === stored.current) return;
      if (Object.keys(fieldErrors(sending)).length > 0) {
        setState({ kind: "invalid" });
        return;
      }
      const body = JSON.stringify({ revision: revision.current, content: sending });
      const run = async () => {
        setState({ kind: "saving" });
        let response: Response;
        try {
          response = await fetch(siteApi.saveDraft, {
            method: "PUT",
            headers: { "Content-Type": "application/json" },
            body,
            credentials: "same-origin",
            keepalive: keepalive && body.length < keepaliveMaxBytes,
          });
        } catch {
          setState({ kind: "failed" });
          return;
        }
        const answer = await response.json().catch(() => ({}));
        if (response.ok) {
          revision.current = answer.revision;
          stored.current = sending;
          setServerErrors({});
          if (latest.current === sending) {
            localStorage.removeItem(unsavedKey);
            setState({ kind: "saved" });
          } else setState({ kind: "pending" });
          void refreshMeta();
        } else if (response.status === 401) {
          location.assign(signInRedirect(location.href).headers.get("Location") ?? "/sign-in");
        } else if (response.status === 409) {
          blocked.current = true;
          setState({ kind: "conflict", stale: answer as StaleSave });
        } else if (response.status === 400 && answer.fields) {
          // The contract's body wraps the content: its fields are named "content.products.2.name.en".
          setServerErrors(
            Object.fromEntries(
              Object.entries(answer.fields as Record<string, string>).map(([key, message]) => [
                key.replace(/^content\./, ""),
                message,
              ]),
            ),
          );
          setState({ kind: "invalid" });
        } else setState({ kind: "refused", message: answer.message ?? "" });
      };
      inFlight.current = run().finally(() => {
        inFlight.current = null;
      });
      await inFlight.current;
      if (latest.current !== stored.current && !blocked.current) timer.current = setTimeout(save, pauseMs);
    },
    [refreshMeta],
  );

  /** Applies a change: kept in this browser at once, saved after the pause. */
  const change = useCallback(
    (update: (content: SiteContent) => SiteContent) => {
      const next = update(latest.current);
      latest.current = next;
      setContent(next);
      setServerErrors({});
      try {
        localStorage.setItem(
          unsavedKey,
          JSON.stringify({ revision: revision.current, content: next, at: new Date().toISOString() }),
        );
      } catch {
        // A full or disabled storage: the server's save is then the only copy, as in any form.
      }
      if (blocked.current) return;
      setState({ kind: "pending" });
      clearTimeout(timer.current);
      timer.current = setTimeout(save, pauseMs);
    },
    [save],
  );

  useEffect(() => {
    const flush = () => {
      if (latest.current !== stored.current) void save(true);
    };
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", flush);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", flush);
      clearTimeout(timer.current);
    };
  }, [save]);

  /** Whether edits wait to be saved. */
  const dirty = useCallback(() => latest.current !== stored.current, []);

  /** Replaces the editor's content with the server's draft (after a conflict, a restore or a publish). */
  const reload = useCallback(async () => {
    const draft = await fetchDraft();
    clearTimeout(timer.current);
    blocked.current = false;
    revision.current = draft.revision;
    latest.current = draft.content;
    stored.current = draft.content;
    localStorage.removeItem(unsavedKey);
    setContent(draft.content);
    setMeta(draft);
    setServerErrors({});
    setState({ kind: "idle" });
  }, []);

  /** Takes back the copy this browser kept: over the current revision, as her explicit choice. */
  const restoreUnsaved = useCallback(() => {
    if (!unsaved) return;
    setUnsaved(null);
    change(() => unsaved.content);
  }, [unsaved, change]);

  const discardUnsaved = useCallback(() => {
    setUnsaved(null);
    localStorage.removeItem(unsavedKey);
  }, []);

  return {
    content,
    /** The content as last checked, a pause behind her typing: what the translation counts are counted on. */
    settled,
    change,
    errors,
    state,
    meta,
    revision,
    /** Saves what is waiting now, and resolves once the server has it (or refused it). */
    flush: save,
    reload,
    refreshMeta,
    dirty,
    unsaved,
    restoreUnsaved,
    discardUnsaved,
  };
}
