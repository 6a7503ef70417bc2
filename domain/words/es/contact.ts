import { company } from "../../company.ts";
import type { contactWords as english } from "../en/contact.ts";
import type { Translation } from "../translation.ts";

export const contactWords = {
  meta: {
    title: `Contacto | ${company.name}`,
    description: `Envíe una consulta o pida una cotización a ${company.name}: cebolla, chile verde y garbanzo para exportación.`,
  },
  heading: "Contáctenos",
  intro: "¿Tiene una pregunta o necesita una cotización? Escríbanos y le responderemos en un día hábil.",
  blocks: { location: "Dirección", email: "Correo electrónico", phone: "Teléfono" },
  formResult: {
    sent: "¡Gracias! Su mensaje se ha enviado. Le responderemos muy pronto.",
    error: "No se pudo enviar su mensaje. Revise los campos e inténtelo de nuevo.",
  },
} as const satisfies Translation<typeof english>;
