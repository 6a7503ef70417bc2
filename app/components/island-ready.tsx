import { useEffect } from "react";

type IslandReadyProps = { children: React.ReactNode; onReady?: () => void };

/**
 * Wraps an island on both sides (the build's render and the browser's hydration, so their trees match) and
 * marks the page interactive once it has hydrated: browser tests wait for that before using its controls.
 */
export function IslandReady({ children, onReady }: IslandReadyProps) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    onReady?.();
  }, [onReady]);
  return children;
}
