import { company } from "../../company.ts";
import type { productsPageWords as english } from "../en/products-page.ts";
import type { Translation } from "../translation.ts";

export const productsPageWords = {
  meta: {
    title: `Nos produits | ${company.name}`,
    description:
      "Oignons rouges et jaunes, piments verts G4 et pois chiches : des produits indiens de qualité export, conditionnés selon votre cahier des charges.",
  },
  heading: "Nos produits",
  intro:
    "Des produits de qualité export issus des fermes indiennes, calibrés et conditionnés selon votre cahier des charges.",
  readMore: "En savoir plus",
  readMoreAbout: (name: string) => ` : ${name}`,
  detail: {
    codeLabel: "HS code",
    submitRequest: "Envoyer une demande",
    backToProducts: "Retour aux produits",
    specificationsHeading: "Caractéristiques",
    downloadSpecSheet: "Télécharger la fiche technique (PDF)",
    printedFrom: "Imprimé depuis",
    gallery: {
      thumbnails: "Photos du produit",
      view: "Photo agrandie",
      previous: "Photo précédente",
      next: "Photo suivante",
      close: "Fermer",
    },
  },
  notFound: {
    title: "Produit introuvable",
    text: "Vérifiez l’adresse ou revenez à la page des produits.",
    link: "Voir tous les produits",
  },
} as const satisfies Translation<typeof english>;
