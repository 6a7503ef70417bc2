import type { QuoteUnit } from "../../enquiry/quote.ts";
import type { enquiryAnswerWords as english } from "../en/enquiry-answers.ts";
import { waitIn } from "../en/enquiry-answers.ts";
import type { Translation } from "../translation.ts";
import { enquiryFormWords } from "./enquiry-form.ts";

/** The enquiry API's answers in Russian (domain/words/en/enquiry-answers.ts). */
export const enquiryAnswerWords = {
  labels: {
    name: "Имя и фамилия",
    company: "Название компании",
    email: "Эл. почта",
    phone: "Номер мобильного телефона",
    message: "Сообщение",
    product: "Товар",
    unit: "Единица измерения",
    port: "Порт назначения",
    incoterm: "Условия поставки (Incoterms)",
  },
  required: (label: string) => `Поле «${label}» обязательно для заполнения.`,
  notText: (label: string) => `Поле «${label}» должно быть текстом.`,
  tooLong: (label: string, max: number) => `Поле «${label}» может содержать не более ${max} символов.`,
  oneOf: (label: string, choices: string) => `Поле «${label}» должно принимать одно из значений: ${choices}.`,
  emailInvalid: "Укажите действительный адрес электронной почты.",
  phoneDigits: (min: number, max: number) =>
    `Номер мобильного телефона должен содержать от ${min} до ${max} цифр.`,
  quantityNotNumber: "Количество должно быть числом.",
  quantityPositive: "Количество должно быть больше 0.",
  quantityMax: (max: number, unit: QuoteUnit) =>
    `Количество не может превышать ${max.toLocaleString("ru")} ${enquiryFormWords.quote.units[unit]}.`,
  unitWithQuantity: "Укажите единицу измерения для количества.",
  quantityWithUnit: "Укажите количество для выбранной единицы измерения.",
  portEmpty: "Порт назначения не может быть пустым: если он не нужен, не отправляйте это поле.",
  portCharacters: "Порт назначения может содержать только буквы, цифры, пробелы и . , ' ( ) / - &.",
  samplesNotBoolean: "Поле образцов должно иметь значение «да» или «нет».",
  quoteNotObject: "Данные для расчёта цены должны быть объектом.",
  quoteUnknown: (keys: string) => `В данных для расчёта цены нет поля ${keys}.`,
  fieldsLead: "Пожалуйста, проверьте форму:",
  notAField: (name: string) => `«${name}» не является полем запроса.`,
  unreadable: (fields: string) =>
    `Не удалось прочитать запрос. Отправьте JSON-объект ровно с такими полями: ${fields} (и, при необходимости, quote).`,
  tooLarge: (kilobytes: number) => `Запрос слишком большой: не более ${kilobytes} КБ.`,
  notJson: "Отправьте запрос в формате JSON (Content-Type: application/json).",
  notUnderstood: "Не удалось обработать запрос.",
  tooMany: (_after: string, seconds: number) =>
    `С вашего адреса отправлено слишком много запросов. Повторите попытку через ${waitIn("ru", seconds, "short")}`,
  notSaved: "К сожалению, сейчас не удалось сохранить ваш запрос. Повторите попытку через несколько минут.",
  serverFault: "На нашей стороне произошла ошибка. Повторите попытку позже.",
} as const satisfies Translation<typeof english>;
