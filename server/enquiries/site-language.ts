// The language of the page an enquiry came from: the server answers in it, stores it with the
// enquiry, and mails the buyer in it. Each language's words are its catalogues in domain/words/<code>/, gathered
// here for every language of domain/i18n.ts (catalogues.ts).
import type { FastifyRequest } from "fastify";
import { type EnquiryWords, enquirySchemaIn } from "#domain/enquiry/enquiry.ts";
import { siteLanguageHeader } from "#domain/enquiry/enquiry-language.ts";
import { defaultLang, isLang, type Lang, langCodes } from "#domain/i18n.ts";
import type { AcknowledgementWords } from "#domain/words/en/acknowledgement.ts";
import type { Problem } from "../platform/errors.ts";
import { catalogues } from "../site/catalogues.ts";

type Words = {
  answers: EnquiryWords;
  /** A refused enquiry read again with the schema worded in the language, for its messages. */
  problems: (body: unknown, products: () => readonly string[]) => Problem[];
  acknowledgement: AcknowledgementWords;
};

function words(answers: EnquiryWords, acknowledgement: AcknowledgementWords): Words {
  // Built for each refusal, with the products published at that moment: refusals are few.
  const problems = (body: unknown, products: () => readonly string[]) =>
    (enquirySchemaIn(answers, products).safeParse(body).error?.issues ?? []).map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
      ...(issue.code === "unrecognized_keys" ? { unknownKeys: issue.keys } : {}),
    }));
  return { answers, problems, acknowledgement };
}

const answers = await catalogues<{ enquiryAnswerWords: EnquiryWords }>("enquiry-answers");
const acknowledgements = await catalogues<{ acknowledgementWords: AcknowledgementWords }>("acknowledgement");

/** Every language's words for the enquiry's answers and mails. */
export const siteLanguageWords = Object.fromEntries(
  langCodes.map((lang) => [
    lang,
    words(answers[lang].enquiryAnswerWords, acknowledgements[lang].acknowledgementWords),
  ]),
) as Record<Lang, Words>;

/** The language of a tag such as "es" or "es-419": one of ours, or English for anything else. */
export function siteLanguageOf(tag: string | null | undefined): Lang {
  const primary = tag?.split(/[,-]/, 1)[0]?.trim().toLowerCase();
  return isLang(primary) ? primary : defaultLang;
}

/** The languages read from the hidden field of forms posted without JavaScript (send-email.ts's parser). */
const formPostLanguage = new WeakMap<FastifyRequest, Lang>();

export function rememberFormLanguage(request: FastifyRequest, tag: string | null): void {
  formPostLanguage.set(request, siteLanguageOf(tag));
}

/** The page's language of an enquiry request: its form field, else its Content-Language header, else English. */
export function siteLanguageOfRequest(request: FastifyRequest): Lang {
  const header = request.headers[siteLanguageHeader.toLowerCase()];
  return formPostLanguage.get(request) ?? siteLanguageOf(Array.isArray(header) ? header[0] : header);
}
