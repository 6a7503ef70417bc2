// How the desk shows times and reaches buyers. Pure functions, so they are tested without a browser; in the
// desk's language (English in tests), Arabic with the Latin digits the trade's papers use.

import { deskLanguage, deskLocale } from "#domain/desk/desk-language.ts";
import { deskWords } from "#domain/desk/words.ts";

const units = deskWords.units;

const spans: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "2 hours ago", "yesterday", "just now". */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(deskLocale, { numeric: "auto" });
  for (const [unit, size] of spans) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return units.justNow;
}

const counts = new Intl.NumberFormat(deskLocale);
/** "1,204" */
export const count = (n: number) => counts.format(n);

const minuteMs = 60_000;
type DurationUnit = "day" | "hour" | "minute";
/** The trade's short units, as the trade writes them ("Answered in 2 h 10 min", "Waiting 3 h"). */
const inSymbol = (value: number, unit: DurationUnit) => `${count(value)} ${units[unit]}`;
const inWords = (value: number, unit: DurationUnit) =>
  new Intl.NumberFormat(deskLocale, { style: "unit", unit, unitDisplay: "long" }).format(value);

/** A span of time in its two largest units, rounded down to the minute: "2 h 10 min", "3 d 4 h", "< 1 min". */
export function duration(ms: number, inUnit = inSymbol): string {
  const minutes = Math.max(0, Math.floor(ms / minuteMs));
  const [days, hours, rest] = [Math.floor(minutes / 1440), Math.floor(minutes / 60) % 24, minutes % 60];
  if (days > 0) return hours > 0 ? `${inUnit(days, "day")} ${inUnit(hours, "hour")}` : inUnit(days, "day");
  if (hours > 0)
    return rest > 0 ? `${inUnit(hours, "hour")} ${inUnit(rest, "minute")}` : inUnit(hours, "hour");
  return rest > 0 ? inUnit(rest, "minute") : units.lessThan(inUnit(1, "minute"));
}

/** The same span in words, for a sentence: "waited longer than 1 day", "… than 4 hours 30 minutes". */
export const durationInWords = (ms: number) => duration(ms, inWords);

const languageNames = new Intl.DisplayNames(deskLocale, { type: "language" });
/** A language code in the desk's language: "es" → "Spanish". */
export const languageName = (code: string) => languageNames.of(code) ?? code;

const regionNames = new Intl.DisplayNames(deskLocale, { type: "region" });
/** A country code in the desk's language: "ae" → "United Arab Emirates". */
export const countryName = (code: string) => regionNames.of(code.toUpperCase()) ?? code;

/** A country the server named (in English, from the phone's dial code), in the desk's language. */
export const deskCountry = (country: { iso2: string; name: string }) =>
  deskLanguage === "en" ? country.name : countryName(country.iso2);

const percents = new Intl.NumberFormat(deskLocale, { style: "percent" });
/** "73%": the part of a whole; null when the whole is zero. */
export const percent = (part: number, whole: number) => (whole > 0 ? percents.format(part / whole) : null);

/** Where this week (Monday) and this month (the 1st) began, at 00:00 in the owner's own time zone. */
export function periodStarts(now: Date = new Date()): { weekStart: string; monthStart: string } {
  const sinceMonday = (now.getDay() + 6) % 7;
  return {
    weekStart: new Date(now.getFullYear(), now.getMonth(), now.getDate() - sinceMonday).toISOString(),
    monthStart: new Date(now.getFullYear(), now.getMonth(), 1).toISOString(),
  };
}

/** English dates as the trade writes them in India and the Gulf: day, month, year. */
const dateLocale = deskLanguage === "en" ? "en-GB" : deskLocale;

/** The full date and time in the owner's own time zone: "Mon, 23 Nov 2026, 14:05". */
export function fullDateTime(iso: string): string {
  return new Intl.DateTimeFormat(dateLocale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** "23 November 2026"; in English for what the buyer reads. */
export function fullDate(iso: string, locale = dateLocale): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(iso),
  );
}

/** The form sends digits only, dial code first: the international number a phone or WhatsApp needs. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

export const whatsappLink = (phone: string) => `https://wa.me/${phoneDigits(phone)}`;
export const callLink = (phone: string) => `tel:+${phoneDigits(phone)}`;

export function mailtoLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

/** A file's size as the desk lists attachments: "820 bytes", "14 KB", "2.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return units.bytes(bytes);
  if (bytes < 1024 * 1024) return units.kilobytes(Math.round(bytes / 1024));
  return units.megabytes((bytes / 1024 / 1024).toFixed(1));
}
