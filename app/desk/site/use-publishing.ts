import { useCallback, useEffect, useRef, useState } from "react";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import { type Publishing, siteApi } from "#domain/desk/site-contract.ts";

/** How often the desk asks how far a publish has come. */
const pollMs = 500;

/**
 * A publish (or a restore, which is one) as the owner follows it: started by a request answering 202, then
 * its progress polled until the server says it is published or failed; a draft refused (400 with the fields
 * it names) goes to `onRefused`.
 */
export function usePublishing(onDone: () => void, onRefused: (fields: Record<string, string>) => void) {
  const [progress, setProgress] = useState<Publishing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const follow = useCallback(
    (version: number) => {
      const poll = async () => {
        try {
          const now = await deskFetch<Publishing>(siteApi.publishing);
          setProgress(now);
          if (now.version === version && now.state !== "publishing") {
            onDone();
            return;
          }
        } catch (caught) {
          // Signed out meanwhile: to the sign-in page, which brings her back here. Anything else: ask again.
          if (caught instanceof Response)
            return location.assign(caught.headers.get("Location") ?? "/sign-in");
        }
        timer.current = setTimeout(poll, pollMs);
      };
      timer.current = setTimeout(poll, pollMs);
    },
    [onDone],
  );

  /** Sends the request that starts a publish; its 202 answer names the version to follow. */
  const start = useCallback(
    async (request: () => Promise<Publishing>) => {
      setError(null);
      setProgress(null);
      try {
        const started = await request();
        setProgress(started);
        if (started.state === "publishing") follow(started.version);
        else onDone();
      } catch (caught) {
        if (caught instanceof Response) return location.assign(caught.headers.get("Location") ?? "/sign-in");
        // A draft the server will not publish (a photo without its 'Alt text'): the fields it names.
        if (caught instanceof DeskError && Object.keys(caught.fields).length > 0)
          return onRefused(caught.fields);
        setError(caught instanceof DeskError ? caught.message : String(caught));
      }
    },
    [follow, onDone, onRefused],
  );

  return { progress, error, start, busy: progress?.state === "publishing" };
}
