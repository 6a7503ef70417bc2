import { company } from "../../company.ts";
import type { QuotationWords } from "../en/quotation.ts";

/** A quotation in Russian (domain/words/en/quotation.ts). */
export const quotationWords = {
  title: (name: string) => `Коммерческое предложение ${name}`,
  buyer: "Для",
  date: "Дата",
  validUntil: "Действительно до",
  columns: {
    product: "Товар",
    description: "Описание",
    quantity: "Количество",
    unit: "Ед.",
    price: "Цена за единицу",
    amount: "Сумма",
  },
  total: "Итого",
  incoterm: "Инкотермс 2020",
  paymentTerms: "Условия оплаты",
  leadTime: "Срок поставки",
  notes: "Примечания",
  download: "Скачать PDF",
  accept: "Принять предложение",
  yourName: "Ваше имя",
  confirm: "Я принимаю это предложение и его условия.",
  accepted: (date: string) => `Принято ${date}`,
  acceptedBy: (name: string) => `Принял(а): ${name}.`,
  expired: "Срок действия этого предложения истёк, принять его уже нельзя. Напишите нам, и мы пришлём новое.",
  superseded: "Это предложение заменено более новым, принять его уже нельзя.",
  seeCurrent: "Открыть действующее предложение",
  nameNeeded: "Укажите своё имя, чтобы принять предложение.",
  confirmNeeded: "Отметьте флажок, чтобы подтвердить, что вы принимаете предложение.",
  foreignOrigin: "Примите предложение на его собственной странице.",
  tooMany: "Слишком много запросов с вашего адреса. Попробуйте ещё раз через несколько минут.",
  subject: (name: string) => `Коммерческое предложение ${name} от ${company.name}`,
  greeting: (name: string) => `Уважаемый(ая) ${name}!`,
  message:
    "Благодарим вас за запрос. Наше коммерческое предложение — во вложении в формате PDF. Его также можно посмотреть онлайн и принять одним нажатием.",
  linkLead: "Посмотреть и принять предложение:",
  signOff: "С уважением,",
  labels: { email: "Эл. почта", phone: "Телефон" },
} as const satisfies QuotationWords;
