// The desk's few recurring looks, named once: cards, buttons and form controls (app.css holds the tokens).

export const deskCard = "rounded-2xl bg-white shadow-sm ring-1 ring-earth-900/5";

const shape = "min-h-11 rounded-full font-bold text-sm transition-colors disabled:opacity-60";
const button = `${shape} px-5`;
const looks = {
  primary: "bg-forest-800 text-white hover:bg-forest-700",
  outline: "border-2 border-forest-800 text-forest-800 hover:bg-forest-800 hover:text-white",
  danger: "border-2 border-onion-700 text-onion-700 hover:bg-onion-700 hover:text-white",
  dangerSolid: "bg-onion-700 text-white hover:bg-onion-700/90",
} as const;

export const deskButton = {
  primary: `${button} ${looks.primary}`,
  outline: `${button} ${looks.outline}`,
  danger: `${button} ${looks.danger}`,
  dangerSolid: `${button} ${looks.dangerSolid}`,
} as const;

/** Narrow on a phone, two to a row (a photo's 'Move earlier' and 'Move later'); as wide as the others from sm. */
export const deskCompactButton = {
  outline: `${shape} whitespace-nowrap px-2 sm:px-5 ${looks.outline}`,
  danger: `${shape} whitespace-nowrap px-2 sm:px-5 ${looks.danger}`,
} as const;

export const deskControl =
  "block min-h-11 w-full min-w-0 rounded-lg border border-earth-700/40 bg-white text-earth-900";
