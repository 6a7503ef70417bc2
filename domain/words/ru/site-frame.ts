import { company } from "../../company.ts";
import type { SiteFrameWords } from "../en/site-frame.ts";
import type { Translation } from "../translation.ts";

export const siteFrameWords = {
  skipLink: "Перейти к содержанию",
  nav: {
    label: "Основная",
    menu: "Меню",
    links: [
      { label: "Главная", to: "/" },
      { label: "О компании", to: "/about" },
      { label: "Продукция", to: "/products" },
      { label: "Контакты", to: "/contact" },
    ],
    signIn: "Войти",
    languages: "Языки",
  },
  logoLabel: `Логотип ${company.name}`,
  footer: {
    description:
      "Индийский экспортёр, поставщик и трейдер сушёных овощей и сельхозпродукции для покупателей по всему миру.",
    rights: "Все права защищены.",
    privacyPolicy: { label: "Политика конфиденциальности", to: "/privacyPolicy" },
    newTab: "(откроется в новой вкладке)",
  },
  scrollToTop: "Наверх",
} as const satisfies Translation<SiteFrameWords>;
