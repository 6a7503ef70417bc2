// The script of a page with an island that starts at the visitor's first use (app/components/island.tsx, start
// "on-use"): the enquiry form, which works as a plain HTML form until then. It starts when the visitor first
// points at, touches or focuses into it, so a buyer who came for the address, or a phone with a busy processor,
// never runs nor downloads React. Fetched at that first use, not before: fetched after the load, its 72 KB
// still counted against the page's first paint in Lighthouse's simulation of a slow link (LCP 1.36 s against
// 0.92 s, docs/performance.md). The build inlines this beside the page script (page-behaviours.ts) on such
// pages only.
import { onUseWaits } from "./islands.ts";

/**
 * What an island's hydration (app/islands/hydrate.tsx) learns from this script as it starts: how to press again
 * the button the visitor pressed (by pointer or key) before React listened, which it does once hydrated.
 */
export type IslandStart = { replay?: () => void };

/** The visitor's first signs of using an island. */
const useEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

function startOnUse(island: HTMLElement): void {
  const use = () => {
    for (const type of useEvents) island.removeEventListener(type, use);
    for (const url of (island.dataset.module ?? "").split(" ")) void import(url);
  };
  for (const type of useEvents) island.addEventListener(type, use, { passive: true });
  // A button that does nothing without script (the phone's country list) is pressed again once hydrated, by
  // the same click or key (Enter and Space end in a click; the arrows open the list).
  let replay: (() => void) | undefined;
  const press = (event: Event) => {
    const button = (event.target as Element).closest<HTMLElement>('button[type="button"]');
    if (!button) return;
    const { key, code } = event as KeyboardEvent;
    replay = () => {
      if (!button.isConnected) return;
      if (event.type === "click") button.click();
      else button.dispatchEvent(new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true }));
    };
  };
  island.addEventListener("click", press);
  island.addEventListener("keydown", press);
  island.addEventListener(
    "island-start",
    (event) => {
      island.removeEventListener("click", press);
      island.removeEventListener("keydown", press);
      (event as CustomEvent<IslandStart>).detail.replay = replay;
    },
    { once: true },
  );
}

if (onUseWaits())
  for (const island of document.querySelectorAll<HTMLElement>('[data-start="on-use"][data-module]'))
    startOnUse(island);
