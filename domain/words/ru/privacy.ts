import { company } from "../../company.ts";
import type { privacyWords as english } from "../en/privacy.ts";
import type { Translation } from "../translation.ts";

export const privacyWords = {
  meta: {
    title: `Политика конфиденциальности | ${company.name}`,
    description: `Как ${company.name} обращается с информацией, которую вы передаёте через этот сайт.`,
  },
  heading: "Политика конфиденциальности",
  text: `В ${company.name} мы сохраняем конфиденциальность информации, которую вы нам передаёте. Мы используем её только для улучшения наших услуг и ответа на ваши запросы. Мы не передаём и не продаём ваши персональные данные никому без вашего согласия. Мы можем собирать неперсональные данные, например анонимную статистику использования сайта. Пользуясь этим сайтом, вы соглашаетесь с настоящей политикой конфиденциальности.`,
} as const satisfies Translation<typeof english>;
