import { useEffect } from "react";

/**
 * Wraps an island on both sides (the build's render and the browser's hydration, so their trees match) and
 * marks the page interactive once it has hydrated: browser tests wait for that before using its controls.
 */
export function IslandReady({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return children;
}
