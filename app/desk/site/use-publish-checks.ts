import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { publishableContentSchema, type SiteContent } from "#domain/site-content/schema.ts";
import { fieldErrors } from "./use-draft-autosave.ts";

const none: Record<string, string> = {};

/** The same object while its fields say the same: the fields that read it are not redrawn for nothing. */
function useSameFields(fields: Record<string, string>): Record<string, string> {
  const kept = useRef(fields);
  if (JSON.stringify(kept.current) !== JSON.stringify(fields)) kept.current = fields;
  return kept.current;
}

/**
 * What publishing asks beyond a safe draft (a product's texts a buyer needs, the formats she types, each photo's
 * English 'Alt text'). Checked once a publish was refused for it, then as she types, a pause behind (on the settled content): each field says what it lacks
 * until she writes it. The server's own refusal, by field, stands until she changes the draft.
 */
export function usePublishChecks(
  content: SiteContent,
  settled: SiteContent,
  draftErrors: Record<string, string>,
) {
  const [refused, setRefused] = useState(false);
  const [serverFields, setServerFields] = useState(none);
  // biome-ignore lint/correctness/useExhaustiveDependencies: any change of the draft answers the server's refusal
  useEffect(() => setServerFields(none), [content]);
  const lacking = useSameFields(
    useMemo(
      () => ({ ...serverFields, ...(refused ? fieldErrors(settled, publishableContentSchema) : none) }),
      [refused, settled, serverFields],
    ),
  );
  const errors = useMemo(
    () => (Object.keys(lacking).length === 0 ? draftErrors : { ...lacking, ...draftErrors }),
    [lacking, draftErrors],
  );

  /** Whether the draft may be published; if not, its checks are shown from now on. */
  const check = useCallback((now: SiteContent) => {
    const found = fieldErrors(now, publishableContentSchema);
    if (Object.keys(found).length === 0) return { ok: true as const };
    setRefused(true);
    return { ok: false as const, fields: found };
  }, []);

  /** The server refused the publish, naming these fields. */
  const refusedBy = useCallback((fields: Record<string, string>) => {
    setRefused(true);
    setServerFields(fields);
  }, []);

  return { lacking, errors, check, refusedBy };
}
