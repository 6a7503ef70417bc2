import type { QuoteUnit } from "../../enquiry/quote.ts";
import type { enquiryAnswerWords as english } from "../en/enquiry-answers.ts";
import { waitIn } from "../en/enquiry-answers.ts";
import type { Translation } from "../translation.ts";
import { enquiryFormWords } from "./enquiry-form.ts";

/** The enquiry API's answers in French (domain/words/en/enquiry-answers.ts). */
export const enquiryAnswerWords = {
  labels: {
    name: "Nom complet",
    company: "Nom de l’entreprise",
    email: "E-mail",
    phone: "Numéro de mobile",
    message: "Message",
    product: "Produit",
    unit: "Unité",
    port: "Port de destination",
    incoterm: "Incoterm",
  },
  required: (label: string) => `Le champ « ${label} » est obligatoire.`,
  notText: (label: string) => `Le champ « ${label} » doit être du texte.`,
  tooLong: (label: string, max: number) => `Le champ « ${label} » ne doit pas dépasser ${max} caractères.`,
  oneOf: (label: string, choices: string) =>
    `Le champ « ${label} » doit prendre l’une de ces valeurs : ${choices}.`,
  emailInvalid: "Indiquez une adresse e-mail valide.",
  phoneDigits: (min: number, max: number) => `Le numéro de mobile doit compter de ${min} à ${max} chiffres.`,
  quantityNotNumber: "La quantité doit être un nombre.",
  quantityPositive: "La quantité doit être supérieure à 0.",
  quantityMax: (max: number, unit: QuoteUnit) =>
    `La quantité ne doit pas dépasser ${max.toLocaleString("fr")} ${enquiryFormWords.quote.units[unit]}.`,
  unitWithQuantity: "Indiquez l’unité de la quantité.",
  quantityWithUnit: "Indiquez la quantité pour l’unité choisie.",
  portEmpty: "Le port de destination ne peut pas être vide : ne l’envoyez pas plutôt.",
  portCharacters:
    "Le port de destination ne peut contenir que des lettres, des chiffres, des espaces et . , ' ( ) / - &.",
  samplesNotBoolean: "Le champ échantillons doit valoir vrai ou faux.",
  quoteNotObject: "Les détails du devis doivent être un objet.",
  quoteUnknown: (keys: string) => `Les détails du devis n’ont pas de champ ${keys}.`,
  fieldsLead: "Veuillez vérifier le formulaire :",
  notAField: (name: string) => `« ${name} » n’est pas un champ de la demande.`,
  unreadable: (fields: string) =>
    `La demande n’a pas pu être lue. Envoyez un objet JSON comportant exactement ces champs : ${fields} (et, en option, quote).`,
  tooLarge: (kilobytes: number) => `La demande est trop volumineuse : ${kilobytes} Ko au maximum.`,
  notJson: "Envoyez la demande au format JSON (Content-Type: application/json).",
  notUnderstood: "La demande n’a pas été comprise.",
  tooMany: (_after: string, seconds: number) =>
    `Trop de demandes envoyées depuis votre adresse. Veuillez réessayer dans ${waitIn("fr", seconds)}.`,
  notSaved:
    "Désolés, votre demande n’a pas pu être enregistrée pour le moment. Veuillez réessayer dans quelques minutes.",
  serverFault: "Une erreur s’est produite de notre côté. Veuillez réessayer plus tard.",
} as const satisfies Translation<typeof english>;
