/** Small stroke icons drawn on a 24 px grid, inlined so no icon library or request is needed. */
const paths = {
  sprout: "M12 21v-9M12 12c0-4-3-7-8-7 0 5 3 7 8 7zM12 12c0-3 2.5-6 8-6 0 5-3.5 6-8 6M7 21h10",
  crate: "M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8M7.5 5.5l9 5",
  chat: "M4 5h16v11H9l-5 4zM8 9h8M8 12h5",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7z",
  boxes: "M3 13h8v8H3zM13 13h8v8h-8zM8 3h8v8H8z",
  coins:
    "M9 8a6 3 0 1 0 .01 0M3 8v4c0 1.7 2.7 3 6 3M15 11a6 3 0 1 0 .01 0M9 14v4c0 1.7 2.7 3 6 3s6-1.3 6-3v-4",
  clock: "M12 3a9 9 0 1 0 .01 0M12 7v5l3 2",
  flame: "M12 22c4 0 7-3 7-7 0-5-5-7-5-12-3 2-5 5-5 8-1-1-2-2-2-4-2 2-2 5-2 8 0 4 3 7 7 7z",
  layers: "M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17l9 5 9-5",
  sun: "M12 8a4 4 0 1 0 .01 0M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5",
  arrowUp: "M12 19V5M5 12l7-7 7 7",
  globe:
    "M12 3a9 9 0 1 0 .01 0M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  mapPin: "M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 6.5a2.5 2.5 0 1 0 .01 0",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  phone: "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 .01 0M17.5 6.5h.01",
  whatsapp:
    "M4 20l1.3-4.2A8.5 8.5 0 1 1 8.6 19zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1-.5-2.5-2-3-3l1-1-1-2z",
} as const;

export type IconName = keyof typeof paths;

type IconProps = { name: IconName; className?: string };

/** Decorative: the control around it carries the accessible name. */
export function Icon({ name, className = "size-6" }: IconProps) {
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
      <path d={paths[name]} />
    </svg>
  );
}
