import type { ProductName } from "../../products/product-catalogue.ts";

export const productDescriptions: Record<ProductName, readonly string[]> = {
  "red onions": [
    "Nos oignons rouges viennent de la ceinture de Nashik et Lasalgaon, dans le Maharashtra, le plus grand marché de l’oignon en Inde. Les bulbes sont fermes et ronds, d’un rouge profond, à la peau sèche bien serrée, avec le piquant franc et persistant que recherchent cuisines et industriels.",
    "Après la récolte, les oignons sèchent au champ, sont triés à la main et calibrés par diamètre (40–55 mm, 55–65 mm, 65 mm et plus). Les bulbes abîmés, germés ou mous sont écartés avant le conditionnement.",
    "Nous conditionnons en filets ou sacs de jute de 5, 10, 25 ou 50 kg, ou selon votre cahier des charges, et chargeons des conteneurs ventilés ou frigorifiques pour que les oignons arrivent dans l’état où ils sont partis. Indiquez-nous calibre, quantité et port : nous vous enverrons un devis.",
  ],
  "Yellow Onions": [
    "Les oignons jaunes ont une peau brun doré, une chair blanc crème et un goût plus doux et plus sucré que les rouges : ils sont très prisés en distribution, en restauration et pour la déshydratation en flocons et en poudre.",
    "Chaque lot est séché, nettoyé et calibré, puis contrôlé pour la fermeté, la qualité de la peau et la matière sèche avant conditionnement. Bien séchés, les bulbes gardent leur qualité des mois en stockage frais et sec.",
    "Nous les livrons en filets, sacs de jute ou cartons, au choix, avec certificat phytosanitaire et tous les documents d’export. Indiquez-nous vos volumes et votre destination pour recevoir un devis.",
  ],
  "G4 Green Chillies": [
    "Le G4 est l’une des variétés de piment les plus connues d’Inde, largement cultivée autour de Guntur, dans l’Andhra Pradesh. Les gousses sont fines, longues de 6 à 9 cm, brillantes et d’un vert vif, au piquant puissant et net sur lequel comptent les acheteurs du Moyen-Orient, d’Europe et d’Asie.",
    "Nous achetons directement aux producteurs à la récolte, puis trions les piments selon la couleur, la longueur et la fraîcheur, en écartant les gousses cassées ou tachées. Le pédoncule est conservé pour qu’ils restent frais plus longtemps.",
    "Les piments sont conditionnés en cartons ventilés de 4 ou 5 kg et expédiés par avion ou en conteneurs frigorifiques, à la température qui les garde croquants. Demandez-nous les disponibilités et les prix du moment.",
  ],
  Chickpeas: [
    "Nous fournissons des pois chiches kabuli, gros et couleur crème, et desi, plus petits et plus foncés, issus des régions productrices du Maharashtra et du Madhya Pradesh.",
    "Chaque lot est nettoyé en machine, calibré au nombre de grains par once et trié pour retirer pierres, brisures et corps étrangers. L’humidité reste basse : les pois chiches se conservent bien et cuisent de façon homogène.",
    "Les pois chiches sont conditionnés en sacs de polypropylène ou de jute de 25 ou 50 kg, ou en emballages de détail à votre marque, et expédiés en conteneurs secs. Indiquez-nous la variété, le calibre et la quantité souhaités.",
  ],
};
