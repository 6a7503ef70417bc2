import { company } from "../../company.ts";
import type { QuotationWords } from "../en/quotation.ts";

/** A quotation in Spanish (domain/words/en/quotation.ts). */
export const quotationWords = {
  title: (name: string) => `Cotización ${name}`,
  buyer: "Para",
  date: "Fecha",
  validUntil: "Válida hasta",
  columns: {
    product: "Producto",
    description: "Descripción",
    quantity: "Cantidad",
    unit: "Unidad",
    price: "Precio por unidad",
    amount: "Importe",
  },
  total: "Total",
  incoterm: "Incoterms 2020",
  paymentTerms: "Condiciones de pago",
  leadTime: "Plazo de entrega",
  notes: "Notas",
  download: "Descargar PDF",
  accept: "Aceptar la cotización",
  yourName: "Su nombre",
  confirm: "Acepto esta cotización y sus condiciones.",
  accepted: (date: string) => `Aceptada el ${date}`,
  acceptedBy: (name: string) => `Por ${name}.`,
  expired: "Esta cotización ha caducado y ya no puede aceptarse. Escríbanos y le enviaremos una nueva.",
  superseded: "Esta cotización ha sido sustituida por otra más reciente y ya no puede aceptarse.",
  seeCurrent: "Ver la cotización vigente",
  nameNeeded: "Escriba su nombre para aceptar la cotización.",
  confirmNeeded: "Marque la casilla para confirmar que acepta la cotización.",
  foreignOrigin: "Acepte la cotización desde su propia página.",
  tooMany: "Demasiadas solicitudes desde su dirección. Inténtelo de nuevo dentro de unos minutos.",
  subject: (name: string) => `Cotización ${name} de ${company.name}`,
  greeting: (name: string) => `Estimado/a ${name}:`,
  message:
    "Gracias por su consulta. Le adjuntamos nuestra cotización en PDF. También puede verla en línea y aceptarla con un solo clic.",
  linkLead: "Ver y aceptar la cotización:",
  signOff: "Atentamente,",
  labels: { email: "Correo electrónico", phone: "Teléfono" },
} as const satisfies QuotationWords;
