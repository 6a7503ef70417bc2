import type {
  specificationLabels as englishLabels,
  productSpecifications as englishSpecifications,
} from "../en/product-specifications.ts";
import type { Translation } from "../translation.ts";

export const listSeparator = ", ";

export const specificationLabels = {
  hsCodes: "Code SH (HS code)",
  origin: "Origine",
  varieties: "Variétés et qualités",
  sizes: "Calibres",
  packaging: "Conditionnement",
  minimumOrder: "Commande minimale",
  supplyCapacity: "Capacité d’approvisionnement",
  shelfLife: "Durée de conservation et stockage",
  certificates: "Certificats et enregistrements",
  incoterms: "Conditions de livraison (Incoterms)",
  paymentTerms: "Conditions de paiement",
  samples: "Échantillons",
  leadTime: "Délai de chargement",
  containerLoad: "Chargement par conteneur",
} as const satisfies Translation<typeof englishLabels>;

const registrations =
  "Enregistrés auprès de l’APEDA (RCMC) ; licence FSSAI ; code importateur-exportateur (IEC). Avec chaque expédition : certificat phytosanitaire et certificat d’origine";
const paymentTerms =
  "30 % à la commande, le solde contre copie scannée des documents avant remise du connaissement original ; ou crédit documentaire (LC) irrévocable à vue";

export const productSpecifications = {
  "red onions": {
    hsCodes: [{ code: "07031010" }],
    origin: "Nashik et Lasalgaon, Maharashtra, Inde",
    varieties:
      "Oignon rouge de Nashik (N-2-4-1, Bhima Kiran, Bhima Shakti) ; qualité export, séché au champ, peau sèche",
    sizes: "40–55 mm, 55–65 mm et 65 mm et plus (diamètre)",
    packaging:
      "Sacs filets de 5, 10 et 25 kg ; sacs de jute de 25 et 50 kg ; vos propres étiquettes sur demande",
    minimumOrder: "Un conteneur reefer de 20 pieds",
    supplyCapacity: "Jusqu’à 300 MT par mois, toute l’année (récoltes kharif, kharif tardif et rabi)",
    shelfLife:
      "Environ 3 mois après conditionnement (récolte rabi). À conserver au sec et ventilé, à 65–70 % d’HR ; en transit à 0–4 °C, prises d’air frais ouvertes",
    certificates: registrations,
    incoterms: "FOB Nhava Sheva (JNPT) ; CFR et CIF jusqu’à votre port",
    paymentTerms,
    samples:
      "Photos et vidéo de votre lot avant chargement ; échantillon de 2–3 kg par coursier, frais d’envoi à la charge de l’acheteur",
    leadTime: "7 à 10 jours entre l’acompte ou le crédit documentaire et le chargement",
    containerLoad: "Reefer 40 pieds : environ 28–29 MT en sacs de 25 kg ; reefer 20 pieds : environ 13–14 MT",
  },
  "Yellow Onions": {
    hsCodes: [{ code: "07031010" }],
    origin: "Districts de Nashik, Ahilyanagar et Pune, Maharashtra, Inde",
    varieties: "Phule Suvarna et Arka Pitambar (peau dorée, chair crème) ; qualité export, séché",
    sizes: "40–55 mm, 55–70 mm et 70 mm et plus (diamètre)",
    packaging:
      "Sacs filets de 5, 10 et 25 kg ; sacs de jute de 25 et 50 kg ; cartons de 10 kg pour la grande distribution",
    minimumOrder: "Un conteneur reefer de 20 pieds",
    supplyCapacity: "Jusqu’à 150 MT par mois, de mars à octobre (récolte rabi)",
    shelfLife:
      "Environ 3 mois après conditionnement. À conserver au sec et ventilé, à 65–70 % d’HR ; en transit à 0–4 °C, prises d’air frais ouvertes",
    certificates: registrations,
    incoterms: "FOB Nhava Sheva (JNPT) ; CFR et CIF jusqu’à votre port",
    paymentTerms,
    samples:
      "Photos et vidéo de votre lot avant chargement ; échantillon de 2–3 kg par coursier, frais d’envoi à la charge de l’acheteur",
    leadTime: "7 à 10 jours entre l’acompte ou le crédit documentaire et le chargement",
    containerLoad: "Reefer 40 pieds : environ 28–29 MT en sacs de 25 kg ; reefer 20 pieds : environ 13–14 MT",
  },
  "G4 Green Chillies": {
    hsCodes: [{ code: "07096010" }],
    origin: "Guntur, Andhra Pradesh, Inde",
    varieties:
      "G4 (Guntur 4), frais et vert, avec pédoncule ; trié selon la couleur, la longueur et la fraîcheur",
    sizes: "Gousses de 6 à 9 cm de long",
    packaging: "Cartons ondulés ventilés de 4 ou 5 kg net",
    minimumOrder: "Par mer : un conteneur reefer de 20 pieds ; par avion : 1 MT",
    supplyCapacity: "Jusqu’à 60 MT par mois, d’octobre à mai",
    shelfLife:
      "2 à 3 semaines à 7–10 °C et 90–95 % d’HR ; expédié en reefer à 7–8 °C, jamais plus froid (lésions dues au froid)",
    certificates: `${registrations} ; enregistrement auprès du Spices Board of India (CRES)`,
    incoterms: "Par mer : FOB Chennai, CFR, CIF ; par avion : FCA ou CPT au départ de Hyderabad ou Chennai",
    paymentTerms: `${paymentTerms}. Expéditions aériennes : 100 % à la commande`,
    samples: "Photos et vidéo du conditionnement du jour ; un envoi aérien d’essai de 200 à 300 kg",
    leadTime: "Par avion 2 à 3 jours ; par mer 5 à 7 jours après l’acompte ou le crédit documentaire",
    containerLoad: "Reefer 40 pieds : environ 12–13 MT en cartons de 4 kg ; reefer 20 pieds : environ 6–7 MT",
  },
  Chickpeas: {
    hsCodes: [
      { code: "07132010", of: "kabuli" },
      { code: "07132020", of: "desi" },
    ],
    origin: "Madhya Pradesh, Rajasthan et Maharashtra, Inde",
    varieties:
      "Kabuli (gros, couleur crème) et desi (petit, brun) ; nettoyé et trié en machine, humidité 12 % max.",
    sizes:
      "Kabuli 8, 9, 10, 11 et 12 mm, ou au nombre de grains par once (p. ex. 42/44, 44/46, 58/60) ; desi 6–8 mm",
    packaging: "Sacs PP ou de jute de 25 et 50 kg ; emballages de détail à votre marque",
    minimumOrder: "Un conteneur de 20 pieds",
    supplyCapacity: "Jusqu’à 400 MT par mois, toute l’année",
    shelfLife:
      "12 mois après conditionnement. À stocker au frais et au sec (moins de 25 °C, moins de 65 % d’HR), sur palettes ; fumigé avant chargement",
    certificates: `${registrations} ; certificat de fumigation`,
    incoterms: "FOB Nhava Sheva (JNPT) ou Mundra ; CFR et CIF jusqu’à votre port",
    paymentTerms,
    samples: "Échantillon de 1 kg gratuit, frais d’envoi à la charge de l’acheteur",
    leadTime: "10 à 15 jours entre l’acompte ou le crédit documentaire et le chargement",
    containerLoad:
      "Conteneur 20 pieds : 25–26 MT en sacs de 25 ou 50 kg ; 40 pieds : 26–27 MT (limité par le poids)",
  },
} as const satisfies Translation<typeof englishSpecifications>;
