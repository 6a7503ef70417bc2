import { useCallback, useEffect, useRef } from "react";

/**
 * Collects typed characters and hands them over once typing pauses for `delayMs`, so "uni" jumps to
 * "United..." instead of to "U", then "N", then "I".
 */
export function useTypeAhead(delayMs: number, onSearch: (typed: string) => void) {
  const typed = useRef("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    typed.current = "";
  }, []);

  const type = useCallback(
    (character: string) => {
      typed.current += character;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const search = typed.current;
        typed.current = "";
        latestOnSearch.current(search);
      }, delayMs);
    },
    [delayMs],
  );

  useEffect(() => cancel, [cancel]);
  return { type, cancel };
}
