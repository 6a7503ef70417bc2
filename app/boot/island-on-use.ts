// The script of a page with an island that starts at the visitor's first use (app/components/island.tsx, start
// "on-use"): the enquiry form, which works as a plain HTML form until then. It starts when the visitor first
// points at, touches or focuses into it, so a buyer who came for the address, or a phone with a busy processor,
// never runs nor downloads React. Fetched at that first use, not before: fetched after the load, its code
// still counted against the page's first paint in Lighthouse's simulation of a slow link
// (docs/performance-log.md). The build inlines this beside the page script (page-behaviours.ts) on such
// pages only.
import { onUseWaits } from "./islands.ts";

/**
 * What an island's hydration (app/islands/hydrate.tsx) learns from this script as it starts: how to do again
 * what the visitor did before React listened (a button's press, a send), which it does once hydrated.
 */
export type IslandStart = { replay?: () => void };

/** The visitor's first signs of using an island. */
const useEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

function startOnUse(island: HTMLElement): void {
  // What the visitor does before React listens is done again once it does (app/islands/hydrate.tsx): the last
  // press of a button that does nothing without script (the phone's country list), by the same click or key
  // (Enter and Space end in a click; the arrows open the list), or a send, held so that the form sends as it
  // does once hydrated.
  let replay: (() => void) | undefined;
  const press = (event: Event) => {
    const target = event.target as Element;
    if (event.type === "submit") {
      event.preventDefault();
      const { submitter } = event as SubmitEvent;
      replay = () => (target as HTMLFormElement).requestSubmit(submitter);
      return;
    }
    const button = target.closest<HTMLElement>('button[type="button"]');
    if (!button) return;
    const { key, code } = event as KeyboardEvent;
    replay = () => {
      if (event.type === "click") button.click();
      else button.dispatchEvent(new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true }));
    };
  };
  const pressEvents = ["click", "keydown", "submit"] as const;
  const stopHolding = () => {
    for (const type of pressEvents) island.removeEventListener(type, press);
  };
  for (const type of pressEvents) island.addEventListener(type, press);
  island.addEventListener(
    "island-start",
    (event) => {
      stopHolding();
      (event as CustomEvent<IslandStart>).detail.replay = replay;
    },
    { once: true },
  );

  const use = () => {
    for (const type of useEvents) island.removeEventListener(type, use);
    const modules = (island.dataset.module ?? "").split(" ").map((url) => import(url));
    // Code that cannot load leaves the plain HTML form: a send held for it goes as it does without JavaScript.
    Promise.all(modules).catch(() => {
      stopHolding();
      replay?.();
    });
  };
  for (const type of useEvents) island.addEventListener(type, use, { passive: true });
}

if (onUseWaits())
  for (const island of document.querySelectorAll<HTMLElement>('[data-start="on-use"][data-module]'))
    startOnUse(island);
