/**
 * Small stroke icons drawn on a 24 px grid, inlined so no icon library or request is needed. This module is in
 * every page's JavaScript, so it holds only the icons of the frame and of more than one page; a page's own
 * icons live beside it (home-icons.ts, contact-details.tsx).
 */
export const icons = {
  sprout: "M12 21v-9M12 12c0-4-3-7-8-7 0 5 3 7 8 7zM12 12c0-3 2.5-6 8-6 0 5-3.5 6-8 6M7 21h10",
  sun: "M12 8a4 4 0 1 0 .01 0M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5",
  arrowUp: "M12 19V5M5 12l7-7 7 7",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  globe:
    "M12 3a9 9 0 1 0 .01 0M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 .01 0M17.5 6.5h.01",
  whatsapp:
    "M4 20l1.3-4.2A8.5 8.5 0 1 1 8.6 19zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1-.5-2.5-2-3-3l1-1-1-2z",
} as const;

type IconProps = { path: string; className?: string };

/** Decorative: the control around it carries the accessible name. `path` is the icon's SVG path data. */
export function Icon({ path, className = "size-6" }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}
