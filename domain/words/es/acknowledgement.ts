import { company } from "../../company.ts";
import type { AcknowledgementWords } from "../en/acknowledgement.ts";

/** The acknowledgement and the form's answer in Spanish (domain/words/en/acknowledgement.ts). */
export const acknowledgementWords = {
  received: (reference: string) =>
    `¡Gracias! Hemos recibido su consulta. Su referencia es ${reference}. Le responderemos muy pronto.`,
  subject: (reference: string) => `Su consulta a ${company.name} (${reference})`,
  greeting: (name: string) => `Estimado/a ${name}:`,
  thanks: `Gracias por su consulta a ${company.name}. La hemos recibido y le responderemos en un plazo de un día hábil.`,
  referenceLine: (reference: string) =>
    `Su referencia es ${reference}. Le rogamos que la indique cuando nos escriba o nos llame.`,
  messageLead: "Su mensaje:",
  signOff: "Atentamente,",
  labels: { email: "Correo electrónico", phone: "Teléfono" },
  automatic:
    "Este es un mensaje automático. Si lo responde, su respuesta nos llegará; no hace falta que vuelva a enviar su consulta.",
} as const satisfies AcknowledgementWords;
