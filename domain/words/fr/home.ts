import { company } from "../../company.ts";
import type { homeWords as english } from "../en/home.ts";
import type { Translation } from "../translation.ts";

export const homeWords = {
  meta: {
    title: `${company.name} | Oignons, piments verts et pois chiches d’Inde`,
    description:
      "Exportateur indien d’oignons rouges et jaunes, de piments verts G4 et de pois chiches. Approvisionnement en vrac pour grossistes, industriels et exportateurs du monde entier.",
  },
  hero: {
    eyebrow: "Exportateur de produits agricoles indiens",
    heading: `Bienvenue chez ${company.name}`,
    text: "Légumes frais et déshydratés et produits agricoles, calibrés, conditionnés et expédiés aux grossistes, industriels et exportateurs du monde entier.",
    tagline: "Qualité et sécurité certifiées, en toute confiance.",
    cta: { label: "Demander un devis", to: "/contact" },
  },
  about: {
    eyebrow: "Qui sommes-nous",
    heading: "Des fermes indiennes à votre entrepôt",
    text: `${company.name} travaille en direct avec des producteurs du Maharashtra et de l’Andhra Pradesh. Nous sélectionnons, calibrons et conditionnons nous-mêmes chaque lot, et nous gérons les documents de la ferme jusqu’au port : l’acheteur à l’étranger reçoit une marchandise régulière, sans mauvaise surprise.`,
    link: { label: "En savoir plus sur nous", to: "/about" },
  },
  offerings: {
    heading: "Notre offre",
    intro: "Tout ce qu’il faut pour s’approvisionner en produits indiens, auprès d’un seul fournisseur.",
    cards: [
      {
        icon: "sprout",
        title: "Un large choix de produits",
        text: "Oignons rouges et jaunes, piments verts G4 et pois chiches, calibrés selon la taille et la qualité qu’attend votre marché.",
      },
      {
        icon: "crate",
        title: "Commandez ce qu’il vous faut",
        text: "Commandez exactement ce dont vous avez besoin : variété, calibre, emballage et quantité, du lot d’essai au conteneur complet.",
      },
      {
        icon: "chat",
        title: "Contactez-nous",
        text: "Indiquez-nous votre besoin et votre port de destination. Nous répondons vite avec prix, disponibilités et options d’expédition.",
      },
    ],
  },
  requestBanner: {
    heading: "Vous cherchez un fournisseur fiable ?",
    text: "Envoyez une demande avec le produit, la quantité et la destination, et nous vous adresserons un devis.",
    cta: { label: "Contactez-nous", to: "/contact" },
  },
  whyUs: {
    heading: "Pourquoi nous",
    intro: "Ce que gagnent les acheteurs qui s’approvisionnent chez nous.",
    benefits: [
      {
        icon: "bolt",
        title: "Disponibilité plus rapide",
        text: "Nos liens directs avec les producteurs et les stations de conditionnement nous permettent de charger vite, saison après saison.",
      },
      {
        icon: "boxes",
        title: "Volumes en vrac",
        text: "Des volumes importants et réguliers pour grossistes et transformateurs, de quelques tonnes à de nombreux conteneurs.",
      },
      {
        icon: "coins",
        title: "Une solution économique",
        text: "L’achat à l’origine et une logistique sobre gardent nos prix compétitifs, sans rogner sur la qualité.",
      },
      {
        icon: "clock",
        title: "Durée de conservation prolongée",
        text: "Séchage, déshydratation et conditionnement soignés préservent la marchandise lors des stockages et transits prolongés.",
      },
      {
        icon: "flame",
        title: "Saveur plus concentrée",
        text: "Les produits déshydratés gardent leur goût naturel sous forme concentrée : un peu suffit.",
      },
      {
        icon: "layers",
        title: "Usages polyvalents",
        text: "Adaptés à la distribution, à la restauration, aux sauces, snacks, assaisonnements et plats cuisinés.",
      },
    ],
  },
  products: {
    heading: "Nos produits",
    intro: "Des produits de qualité export, chacun avec son code douanier (HS code).",
    codeLabel: "HS code",
    cta: { label: "Voir les produits", to: "/products" },
  },
} as const satisfies Translation<typeof english>;
