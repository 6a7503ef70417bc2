import type { enquiryFormWords as english } from "../en/enquiry-form.ts";
import type { Translation } from "../translation.ts";

export const enquiryFormWords = {
  heading: "Отправьте нам запрос",
  labels: {
    name: "Имя и фамилия",
    company: "Название компании",
    phone: "Мобильный телефон",
    email: "Эл. почта",
    message: "Сообщение",
  },
  submit: "Отправить сообщение",
  sending: "Отправка…",
  failed: "Не удалось отправить сообщение.",
  sentFallback: "Спасибо! Ваше сообщение отправлено.",
  dismiss: "Закрыть",
  productLine: (productName: string) => `Запрос о товаре «${productName}»:`,
  noScript: {
    sentId: "enquiry-sent",
    errorId: "enquiry-error",
  },
  honeypotLabel: "Оставьте это поле пустым",
  quote: {
    legend: "Данные для расчёта цены (необязательно)",
    intro: "Укажите, что вам нужно, и мы назовём цену уже в первом ответе.",
    labels: {
      product: "Товар",
      quantity: "Количество",
      unit: "Единица",
      port: "Порт назначения",
      incoterm: "Базис поставки (Инкотермс)",
      samples: "Хочу получить образцы",
    },
    units: {
      kg: "кг",
      MT: "MT",
      "20 ft containers": "20-футовые контейнеры",
      "40 ft containers": "40-футовые контейнеры",
    },
    notChosen: "Не выбрано",
    otherProduct: "Другое",
    portHint: "Например: Джебель-Али (Дубай)",
    incotermHint:
      "Кто оплачивает перевозку товара и до какого места. Выберите термин, чтобы увидеть его значение.",
    incoterms: {
      EXW: {
        name: "Франко завод",
        meaning: "Вы забираете товар с нашего склада и с этого момента несёте все расходы.",
      },
      FCA: {
        name: "Франко перевозчик",
        meaning: "Мы оформляем товар на экспорт и передаём его вашему перевозчику в согласованном месте.",
      },
      FOB: {
        name: "Свободно на борту",
        meaning: "Мы грузим товар на ваше судно в индийском порту; морской фрахт и страхование за вами.",
      },
      CFR: {
        name: "Стоимость и фрахт",
        meaning:
          "Мы оплачиваем морской фрахт до вашего порта; риск переходит к вам после погрузки товара на борт.",
      },
      CIF: {
        name: "Стоимость, страхование и фрахт",
        meaning: "Как CFR, и мы страхуем товар в пути по морю до вашего порта.",
      },
      CIP: {
        name: "Перевозка и страхование оплачены до",
        meaning: "Мы оплачиваем перевозку и страхование до согласованного места любым видом транспорта.",
      },
      DAP: {
        name: "Поставка в месте назначения",
        meaning:
          "Мы доставляем товар в указанное вами место, готовым к разгрузке; ввозные пошлины и таможенное оформление за вами.",
      },
      DDP: {
        name: "Поставка с оплатой пошлин",
        meaning:
          "Мы доставляем товар в указанное вами место, уплатив ввозные пошлины и пройдя таможенное оформление.",
      },
    },
  },
  phone: {
    searchPlaceholder: "поиск",
    searchEmpty: "Ничего не найдено",
    specialLabel: "Телефон",
    searchLabel: "Поиск страны",
    countryListLabel: "Страны",
    countryButtonLabel: (name: string, dialCode: string) => `Страна: ${name} +${dialCode}`,
    numberMissing: "Заполните это поле.",
  },
} as const satisfies Translation<typeof english>;
