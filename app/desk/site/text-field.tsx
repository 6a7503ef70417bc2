import { memo } from "react";
import { type Localized, type TextKind, textLimits } from "#domain/site-content/schema.ts";
import type { TextPath } from "#domain/site-content/texts.ts";
import { translationState } from "#domain/site-content/texts.ts";
import { deskButton, deskControl } from "../shared/ui.ts";
import { fieldId, pathKey } from "./content-paths.ts";
import { useEditor } from "./editor-context.tsx";
import { siteSectionWords as copy, textRows } from "./words.ts";

const labelClass = "font-bold text-forest-900 text-sm";
const noteClass = "text-earth-700 text-xs";

/** The text control of a field: one line for a name or a line, a box that grows with its text otherwise. */
function Control({
  id,
  kind,
  value,
  onChange,
  describedBy,
  invalid,
  lang,
}: {
  id: string;
  kind: TextKind;
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
  invalid: boolean;
  lang: string;
}) {
  const shared = {
    id,
    value,
    lang,
    // The owner's text runs in its own language's direction, whichever the desk's.
    dir: lang === "ar" ? "rtl" : "ltr",
    "aria-describedby": describedBy || undefined,
    "aria-invalid": invalid || undefined,
    className: `${deskControl} px-3 py-2`,
  };
  if (textRows[kind] === 1) return <input {...shared} onChange={(event) => onChange(event.target.value)} />;
  return (
    <textarea
      {...shared}
      rows={textRows[kind]}
      onChange={(event) => onChange(event.target.value)}
      className={`${shared.className} field-sizing-content max-h-[70vh] leading-relaxed`}
    />
  );
}

function FieldNotes({
  id,
  hint,
  length,
  max,
  error,
}: {
  id: string;
  hint?: string;
  length: number;
  max: number;
  error?: string;
}) {
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="mt-1 font-semibold text-onion-700 text-sm">
          {error}
        </p>
      )}
      <p className={`mt-1 flex flex-wrap justify-between gap-x-3 ${noteClass}`}>
        {hint && <span id={`${id}-hint`}>{hint}</span>}
        <span id={`${id}-limit`} className={length > max ? "font-bold text-onion-700" : undefined}>
          {copy.limit(length, max)}
        </span>
      </p>
    </>
  );
}

/**
 * Whether a field's props are the same: its place is a new array at every drawing of its part, so it is compared
 * by its keys. A keystroke then redraws the field it changed, not its neighbours.
 */
function sameField<P extends { path: TextPath }>(before: P, after: P): boolean {
  return (Object.keys(after) as (keyof P)[]).every((key) =>
    key === "path" ? before.path.join() === after.path.join() : before[key] === after[key],
  );
}

/**
 * A text of the owner's in the language edited. In English it is the text itself; in another language the
 * English text stands beside it, read-only, and the translation records the English text it was made from.
 * `optional`: the whole text goes when its English is emptied (a short name, what an HS code covers).
 */
export const TextField = memo(function TextField({
  path,
  field,
  label,
  kind,
  hint,
  optional = false,
}: {
  path: TextPath;
  field: Localized | undefined;
  label: string;
  kind: TextKind;
  hint?: string;
  optional?: boolean;
}) {
  const { lang, errors, set } = useEditor();
  if (lang !== "en" && !field) return null;
  const id = fieldId(path);
  const key = pathKey(path);
  const max = textLimits[kind];
  const value = lang === "en" ? (field?.en ?? "") : (field?.[lang]?.text ?? "");
  const error = lang === "en" ? (errors[`${key}.en`] ?? errors[key]) : errors[`${key}.${lang}.text`];
  const review = lang !== "en" && field !== undefined && translationState(field, lang) === "review";
  const describedBy = [
    lang !== "en" && `${id}-english`,
    review && `${id}-review`,
    hint && `${id}-hint`,
    `${id}-limit`,
    error && `${id}-error`,
  ]
    .filter(Boolean)
    .join(" ");

  const onChange = (text: string) => {
    if (lang === "en") {
      if (optional && text === "") set(path, undefined);
      else set([...path, "en"], text);
    } else set([...path, lang], text === "" ? undefined : { text, from: field?.en ?? "" });
  };

  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {review && (
          <span
            id={`${id}-review`}
            className="rounded-full bg-saffron-300 px-2 py-0.5 font-bold text-forest-950 text-xs"
          >
            {copy.needsReview}
          </span>
        )}
      </div>
      <div className={`mt-1 grid gap-2 ${lang === "en" ? "" : "lg:grid-cols-2"}`}>
        {lang !== "en" && field && (
          <div className="min-w-0 rounded-lg bg-earth-900/5 px-3 py-2">
            <p className="font-bold text-earth-700 text-xs uppercase tracking-wide">{copy.english}</p>
            <p
              id={`${id}-english`}
              lang="en"
              dir="ltr"
              className="whitespace-pre-wrap break-words text-earth-900 text-sm"
            >
              {field.en || copy.noEnglish}
            </p>
          </div>
        )}
        <div className="min-w-0">
          <Control
            id={id}
            kind={kind}
            value={value}
            onChange={onChange}
            describedBy={describedBy}
            invalid={Boolean(error)}
            lang={lang}
          />
          <FieldNotes id={id} hint={hint} length={value.length} max={max} error={error} />
          {review && field && (
            <button
              type="button"
              onClick={() => set([...path, lang, "from"], field.en)}
              className={`${deskButton.outline} mt-2 min-h-9 px-3 text-xs`}
            >
              {copy.markReviewed}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}, sameField);

/** A fact that is the same in every language (an e-mail address, a phone number, a port): edited as it is. */
export const FactField = memo(function FactField({
  path,
  value,
  label,
  max,
  hint,
  multiline = false,
  inputMode,
}: {
  path: TextPath;
  value: string;
  label: string;
  max: number;
  hint?: string;
  multiline?: boolean;
  inputMode?: "email" | "tel" | "url" | "numeric";
}) {
  const { errors, set } = useEditor();
  const id = fieldId(path);
  const error = errors[pathKey(path)];
  const describedBy = [hint && `${id}-hint`, `${id}-limit`, error && `${id}-error`].filter(Boolean).join(" ");
  const shared = {
    id,
    value,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
    className: `${deskControl} px-3 py-2`,
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1">
        {multiline ? (
          <textarea
            {...shared}
            rows={3}
            dir="auto"
            onChange={(event) => set(path, event.target.value)}
            className={`${shared.className} field-sizing-content`}
          />
        ) : (
          <input
            {...shared}
            inputMode={inputMode}
            dir="ltr"
            onChange={(event) => set(path, event.target.value)}
          />
        )}
        <FieldNotes id={id} hint={hint} length={value.length} max={max} error={error} />
      </div>
    </div>
  );
}, sameField);
