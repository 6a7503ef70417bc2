import type { enquiryFormWords as english } from "../en/enquiry-form.ts";
import type { Translation } from "../translation.ts";

export const enquiryFormWords = {
  heading: "Envoyez-nous votre demande",
  labels: {
    name: "Nom complet",
    company: "Nom de l’entreprise",
    phone: "Numéro de portable",
    email: "E-mail",
    message: "Message",
  },
  submit: "Envoyer le message",
  sending: "Envoi en cours…",
  failed: "Le message n’a pas pu être envoyé.",
  sentFallback: "Merci ! Votre message a bien été envoyé.",
  dismiss: "Fermer",
  productLine: (productName: string) => `Demande concernant : ${productName}`,
  noScript: {
    sentId: "enquiry-sent",
    errorId: "enquiry-error",
  },
  honeypotLabel: "Laissez ce champ vide",
  quote: {
    legend: "Éléments pour un devis (facultatif)",
    intro: "Dites-nous ce qu’il vous faut : nous pourrons vous faire une offre dès notre première réponse.",
    labels: {
      product: "Produit",
      quantity: "Quantité",
      unit: "Unité",
      port: "Port de destination",
      incoterm: "Incoterm",
      samples: "Je souhaite recevoir des échantillons",
    },
    units: {
      kg: "kg",
      MT: "MT",
      "20 ft containers": "conteneurs 20 pieds",
      "40 ft containers": "conteneurs 40 pieds",
    },
    notChosen: "Non choisi",
    otherProduct: "Autre",
    portHint: "Par exemple : Jebel Ali (Dubaï)",
    incotermHint:
      "Qui paie et transporte la marchandise, et jusqu’où. Choisissez un terme pour en voir le sens.",
    incoterms: {
      EXW: {
        name: "À l’usine",
        meaning:
          "Vous enlevez la marchandise dans notre entrepôt et prenez en charge tous les frais à partir de là.",
      },
      FCA: {
        name: "Franco transporteur",
        meaning:
          "Nous dédouanons la marchandise à l’export et la remettons à votre transporteur au lieu convenu.",
      },
      FOB: {
        name: "Franco à bord",
        meaning:
          "Nous chargeons la marchandise sur votre navire au port indien ; le fret maritime et l’assurance sont à votre charge.",
      },
      CFR: {
        name: "Coût et fret",
        meaning:
          "Nous payons le fret maritime jusqu’à votre port ; les risques vous sont transférés dès que la marchandise est à bord.",
      },
      CIF: {
        name: "Coût, assurance et fret",
        meaning: "Comme en CFR, et nous assurons la marchandise en mer jusqu’à votre port.",
      },
      CIP: {
        name: "Port payé, assurance comprise, jusqu’à",
        meaning:
          "Nous payons le transport et l’assurance jusqu’au lieu convenu, quel que soit le mode de transport.",
      },
      DAP: {
        name: "Rendu au lieu de destination",
        meaning:
          "Nous livrons au lieu que vous désignez, marchandise prête à décharger ; droits et formalités d’importation à votre charge.",
      },
      DDP: {
        name: "Rendu droits acquittés",
        meaning:
          "Nous livrons au lieu que vous désignez, droits d’importation payés et dédouanement effectué.",
      },
    },
  },
  phone: {
    searchPlaceholder: "rechercher",
    searchEmpty: "Aucun résultat",
    specialLabel: "Téléphone",
    searchLabel: "Rechercher un pays",
    countryListLabel: "Pays",
    countryButtonLabel: (name: string, dialCode: string) => `Pays : ${name} +${dialCode}`,
    numberMissing: "Veuillez renseigner ce champ.",
  },
} as const satisfies Translation<typeof english>;
