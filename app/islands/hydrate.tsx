import { hydrateRoot } from "react-dom/client";
import { IslandReady } from "~/components/island-ready";

/** Hydrates the page's island of this name (app/components/island.tsx rendered it), if the page has one. */
export function hydrateIsland(name: string, island: React.ReactElement): void {
  const container = document.querySelector(`[data-island="${name}"]`);
  if (container) hydrateRoot(container, <IslandReady>{island}</IslandReady>, { identifierPrefix: name });
}
