import { company } from "../../company.ts";
import type { privacyWords as english } from "../en/privacy.ts";
import type { Translation } from "../translation.ts";

export const privacyWords = {
  meta: {
    title: `Politique de confidentialité | ${company.name}`,
    description: `Comment ${company.name} traite les informations que vous partagez sur ce site.`,
  },
  heading: "Politique de confidentialité",
  text: `Chez ${company.name}, nous gardons confidentielles les informations que vous nous confiez. Nous ne les utilisons que pour améliorer nos services et répondre à vos besoins. Nous ne partageons ni ne vendons vos données personnelles à quiconque sans votre consentement. Nous pouvons collecter des données non personnelles, comme des statistiques anonymes sur l’utilisation du site. En utilisant ce site, vous acceptez la présente politique de confidentialité.`,
} as const satisfies Translation<typeof english>;
