/** The bare page for unknown paths: the spec's text "NotFound" in English, as its tests read it. */
export const notFoundWords = {
  heading: "NotFound",
  description: "This page does not exist.",
} as const;
