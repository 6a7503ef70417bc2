import type { QuoteUnit } from "../../enquiry/quote.ts";
import type { enquiryAnswerWords as english } from "../en/enquiry-answers.ts";
import { waitIn } from "../en/enquiry-answers.ts";
import type { Translation } from "../translation.ts";
import { enquiryFormWords } from "./enquiry-form.ts";

/** The enquiry API's answers in Spanish (domain/words/en/enquiry-answers.ts). */
export const enquiryAnswerWords = {
  labels: {
    name: "Nombre completo",
    company: "Nombre de la empresa",
    email: "Correo electrónico",
    phone: "Número de móvil",
    message: "Mensaje",
    product: "Producto",
    unit: "Unidad",
    port: "Puerto de destino",
    incoterm: "Incoterm",
  },
  required: (label: string) => `El campo «${label}» es obligatorio.`,
  notText: (label: string) => `El campo «${label}» debe ser texto.`,
  tooLong: (label: string, max: number) => `El campo «${label}» admite como máximo ${max} caracteres.`,
  oneOf: (label: string, choices: string) => `El campo «${label}» debe ser uno de estos valores: ${choices}.`,
  emailInvalid: "Indique una dirección de correo electrónico válida.",
  phoneDigits: (min: number, max: number) => `El número de móvil debe tener entre ${min} y ${max} dígitos.`,
  quantityNotNumber: "La cantidad debe ser un número.",
  quantityPositive: "La cantidad debe ser mayor que 0.",
  quantityMax: (max: number, unit: QuoteUnit) =>
    `La cantidad no puede superar ${max.toLocaleString("es")} ${enquiryFormWords.quote.units[unit]}.`,
  unitWithQuantity: "Indique la unidad de la cantidad.",
  quantityWithUnit: "Indique la cantidad para la unidad elegida.",
  portEmpty: "El puerto de destino no puede quedar vacío: si no lo necesita, no lo envíe.",
  portCharacters: "El puerto de destino solo admite letras, cifras, espacios y . , ' ( ) / - &.",
  samplesNotBoolean: "El campo de muestras debe ser verdadero o falso.",
  quoteNotObject: "Los datos para la cotización deben ser un objeto.",
  quoteUnknown: (keys: string) => `Los datos para la cotización no tienen el campo ${keys}.`,
  fieldsLead: "Revise el formulario:",
  notAField: (name: string) => `«${name}» no es un campo de la consulta.`,
  unreadable: (fields: string) =>
    `No se pudo leer la consulta. Envíe un objeto JSON con exactamente estos campos: ${fields} (y, si lo desea, quote).`,
  tooLarge: (kilobytes: number) => `La consulta es demasiado grande: como máximo ${kilobytes} KB.`,
  notJson: "Envíe la consulta en formato JSON (Content-Type: application/json).",
  notUnderstood: "No se pudo interpretar la consulta.",
  tooMany: (_after: string, seconds: number) =>
    `Hemos recibido demasiadas consultas desde su dirección. Vuelva a intentarlo dentro de ${waitIn("es", seconds)}.`,
  notSaved:
    "Lo sentimos, no hemos podido guardar su consulta en este momento. Vuelva a intentarlo en unos minutos.",
  serverFault: "Algo ha fallado por nuestra parte. Vuelva a intentarlo más tarde.",
} as const satisfies Translation<typeof english>;
