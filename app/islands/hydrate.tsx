import { hydrateRoot } from "react-dom/client";
import { IslandReady } from "#app/components/island-ready.tsx";
import type { IslandStart } from "../boot/island-on-use.ts";

/**
 * Hydrates the page's island of this name (app/components/island.tsx rendered it), if the page has one. An
 * island started by the visitor's first use (app/boot/island-on-use.ts) may have had a button pressed or the form
 * sent before its code ran: that is done again once React listens, so nothing the visitor did is lost.
 */
export function hydrateIsland(name: string, island: React.ReactElement): void {
  const container = document.querySelector(`[data-island="${name}"]`);
  if (!container) return;
  const start: IslandStart = {};
  container.dispatchEvent(new CustomEvent("island-start", { detail: start }));
  hydrateRoot(container, <IslandReady onReady={start.replay}>{island}</IslandReady>, {
    identifierPrefix: name,
  });
}
