import { company } from "../../company.ts";
import type { QuotationWords } from "../en/quotation.ts";

/** A quotation in French (domain/words/en/quotation.ts). */
export const quotationWords = {
  title: (name: string) => `Devis ${name}`,
  buyer: "Pour",
  date: "Date",
  validUntil: "Valable jusqu’au",
  columns: {
    product: "Produit",
    description: "Description",
    quantity: "Quantité",
    unit: "Unité",
    price: "Prix unitaire",
    amount: "Montant",
  },
  total: "Total",
  incoterm: "Incoterms 2020",
  paymentTerms: "Conditions de paiement",
  leadTime: "Délai de livraison",
  notes: "Remarques",
  download: "Télécharger le PDF",
  accept: "Accepter le devis",
  yourName: "Votre nom",
  confirm: "J’accepte ce devis et ses conditions.",
  accepted: (date: string) => `Accepté le ${date}`,
  acceptedBy: (name: string) => `Par ${name}.`,
  expired: "Ce devis a expiré et ne peut plus être accepté. Écrivez-nous pour en recevoir un nouveau.",
  superseded: "Ce devis a été remplacé par un plus récent et ne peut plus être accepté.",
  seeCurrent: "Voir le devis en vigueur",
  nameNeeded: "Veuillez écrire votre nom pour accepter le devis.",
  confirmNeeded: "Veuillez cocher la case pour confirmer que vous acceptez le devis.",
  foreignOrigin: "Veuillez accepter le devis depuis sa propre page.",
  tooMany: "Trop de demandes depuis votre adresse. Veuillez réessayer dans quelques minutes.",
  subject: (name: string) => `Devis ${name} de ${company.name}`,
  greeting: (name: string) => `Bonjour ${name},`,
  message:
    "Merci de votre demande. Vous trouverez notre devis en PDF ci-joint. Vous pouvez aussi le consulter en ligne et l’accepter en un clic.",
  linkLead: "Consulter et accepter le devis :",
  signOff: "Cordialement,",
  labels: { email: "E-mail", phone: "Téléphone" },
} as const satisfies QuotationWords;
