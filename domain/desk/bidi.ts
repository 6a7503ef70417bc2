/**
 * A value set apart from the sentence around it, as `<bdi>` does in markup, for texts that are only strings (an
 * accessible name, a `title`, a catalogue's sentence): a date, a size or a Latin name inside an Arabic sentence
 * keeps its own order ("15 MB", not "MB 15"). U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;
