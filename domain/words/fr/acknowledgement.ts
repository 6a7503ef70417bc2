import { company } from "../../company.ts";
import type { AcknowledgementWords } from "../en/acknowledgement.ts";

/** The acknowledgement and the form's answer in French (domain/words/en/acknowledgement.ts). */
export const acknowledgementWords = {
  received: (reference: string) =>
    `Merci ! Votre demande a bien été reçue. Votre référence est ${reference}. Nous vous répondrons très prochainement.`,
  subject: (reference: string) => `Votre demande à ${company.name} (${reference})`,
  greeting: (name: string) => `Bonjour ${name},`,
  thanks: `Merci pour votre demande adressée à ${company.name}. Nous l’avons bien reçue et vous répondrons sous un jour ouvré.`,
  referenceLine: (reference: string) =>
    `Votre référence est ${reference}. Merci de la rappeler lorsque vous nous écrivez ou nous appelez.`,
  messageLead: "Votre message :",
  signOff: "Cordialement,",
  labels: { email: "E-mail", phone: "Téléphone" },
  automatic:
    "Ceci est une réponse automatique. Si vous y répondez, votre message nous parviendra ; inutile de nous renvoyer votre demande.",
} as const satisfies AcknowledgementWords;
