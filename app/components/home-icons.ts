import type { HomeIconName } from "#domain/words/en/home.ts";
import { icons } from "./icons.tsx";

/** The home page's card and benefit icons (its content names them): only the home page loads them. */
export const homeIcons = {
  sprout: icons.sprout,
  crate: "M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8M7.5 5.5l9 5",
  chat: "M4 5h16v11H9l-5 4zM8 9h8M8 12h5",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7z",
  boxes: "M3 13h8v8H3zM13 13h8v8h-8zM8 3h8v8H8z",
  coins:
    "M9 8a6 3 0 1 0 .01 0M3 8v4c0 1.7 2.7 3 6 3M15 11a6 3 0 1 0 .01 0M9 14v4c0 1.7 2.7 3 6 3s6-1.3 6-3v-4",
  clock: "M12 3a9 9 0 1 0 .01 0M12 7v5l3 2",
  flame: "M12 22c4 0 7-3 7-7 0-5-5-7-5-12-3 2-5 5-5 8-1-1-2-2-2-4-2 2-2 5-2 8 0 4 3 7 7 7z",
  layers: "M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17l9 5 9-5",
} as const satisfies Record<HomeIconName, string>;
