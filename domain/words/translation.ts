/**
 * The shape a translation of an English content module must have: the same keys, the same number of entries
 * in every fixed list, a text wherever English has one. Icon names, link targets, tariff codes and element ids
 * (keys ending in "Id") are not words: they must match the English module's exactly. A missing or extra string fails the type check.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly unknown[]
      ? { readonly [I in keyof T]: Translation<T[I]> }
      : {
          readonly [K in keyof T]: K extends "icon" | "to" | "code" | `${string}Id`
            ? T[K]
            : Translation<T[K]>;
        };
