import { company } from "../../company.ts";
import type { privacyWords as english } from "../en/privacy.ts";
import type { Translation } from "../translation.ts";

export const privacyWords = {
  meta: {
    title: `Política de privacidad | ${company.name}`,
    description: `Cómo trata ${company.name} la información que usted comparte a través de este sitio web.`,
  },
  heading: "Política de privacidad",
  text: `En ${company.name} mantenemos la confidencialidad de la información que usted nos facilita. Solo la usamos para mejorar nuestros servicios y responder a sus necesidades. No compartimos ni vendemos sus datos personales a nadie sin su consentimiento. Podemos recopilar datos no personales, como estadísticas anónimas sobre el uso del sitio. Al usar este sitio web, usted acepta esta política de privacidad.`,
} as const satisfies Translation<typeof english>;
