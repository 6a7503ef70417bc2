import { type RefObject, useEffect, useRef } from "react";
import type { Done } from "./photo-order.ts";

/**
 * The box around 'Add photo(s)': where the focus goes when no photo is left to take it, on the next frame
 * after a removal (once the removed photo's controls are gone).
 */
export function useAddBox() {
  const ref = useRef<HTMLDivElement>(null);
  const input = () => ref.current?.querySelector("input");
  const focusSoon = () => requestAnimationFrame(() => input()?.focus());
  return { ref, input, focusSoon };
}

/** After a move or a removal, the focus stays with the photo she acted on (or goes to the next one). */
export function useFocusAfterAction(
  productId: string,
  done: RefObject<Done>,
  add: ReturnType<typeof useAddBox>,
) {
  useEffect(() => {
    const target = done.current;
    if (!target) return;
    done.current = null;
    // A photo moved to an end: its move that way is disabled, the way back is the next press.
    const opposite = { earlier: "later", later: "earlier" } as Record<string, string>;
    for (const control of [target.control, opposite[target.control]]) {
      const button = document.getElementById(`photo-${productId}-${target.id}-${control}`);
      if (button instanceof HTMLButtonElement && !button.disabled) return button.focus();
    }
    const group = document.getElementById(`photo-${productId}-${target.id}`);
    const next = group?.querySelector<HTMLElement>("button:not(:disabled)") ?? add.input();
    next?.focus();
  });
}
