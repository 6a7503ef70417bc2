import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** How often a desk page in sight asks the server again: the unread count, the mailbox's state, the list. */
const deskRefreshMs = 60_000;

/**
 * Keeps an open desk current: the owner leaves it open all day, and a new enquiry, or a mailbox that stopped
 * answering, would otherwise show only on her next click. Its loaders run again each minute while the page is
 * in sight and at once when she comes back to it. React Router leaves a form being sent alone and reloads a
 * navigation's target; an enquiry's own page keeps its data (its shouldRevalidate), so a reply being written
 * is never touched.
 */
export function useFreshDesk(): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible" && latest.current.state === "idle")
        void latest.current.revalidate();
    };
    const timer = setInterval(refresh, deskRefreshMs);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, []);
}
