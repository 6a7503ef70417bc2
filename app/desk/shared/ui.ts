// The desk's few recurring looks, named once: cards, buttons and form controls (app.css holds the tokens).

export const deskCard = "rounded-2xl bg-white shadow-sm ring-1 ring-earth-900/5";

const button = "min-h-11 rounded-full px-5 font-bold text-sm transition-colors disabled:opacity-60";

export const deskButton = {
  primary: `${button} bg-forest-800 text-white hover:bg-forest-700`,
  outline: `${button} border-2 border-forest-800 text-forest-800 hover:bg-forest-800 hover:text-white`,
  danger: `${button} border-2 border-onion-700 text-onion-700 hover:bg-onion-700 hover:text-white`,
  dangerSolid: `${button} bg-onion-700 text-white hover:bg-onion-700/90`,
} as const;

export const deskControl =
  "block min-h-11 w-full min-w-0 rounded-lg border border-earth-700/40 bg-white text-earth-900";
