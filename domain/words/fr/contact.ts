import { company } from "../../company.ts";
import type { contactWords as english } from "../en/contact.ts";
import type { Translation } from "../translation.ts";

export const contactWords = {
  meta: {
    title: `Contact | ${company.name}`,
    description: `Envoyez une demande ou demandez un devis à ${company.name} : oignons, piments verts et pois chiches à l’export.`,
  },
  heading: "Contactez-nous",
  intro: "Une question ou besoin d’un devis ? Écrivez-nous, nous vous répondrons sous un jour ouvré.",
  blocks: { location: "Adresse", email: "E-mail", phone: "Téléphone" },
  formResult: {
    sent: "Merci ! Votre message a bien été envoyé. Nous vous répondrons très prochainement.",
    error: "Votre message n’a pas pu être envoyé. Vérifiez les champs et réessayez.",
  },
} as const satisfies Translation<typeof english>;
