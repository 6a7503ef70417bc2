import type { ProductSummaries } from "../../products/product-catalogue.ts";

export const productSummaries = {
  "red onions":
    "Oignons rouges de Nashik, fermes et d’un rouge profond, au piquant franc et persistant, à la peau sèche et fine. Calibrés, séchés pour le stockage et conditionnés en filets ou sacs de jute pour les longues traversées vers grossistes et industriels.",
  "Yellow Onions":
    "Oignons à peau dorée, au goût doux et sucré et à longue conservation. Idéaux pour la distribution, la restauration et la déshydratation, livrés en calibres réguliers toute l’année.",
  "G4 Green Chillies":
    "La variété G4 (Guntur), très demandée : fine, brillante et d’un vert vif, au piquant net et puissant. Récoltée fraîche, triée et conditionnée en cartons ventilés pour le fret aérien et maritime.",
  Chickpeas:
    "Pois chiches propres et de calibre régulier (kabuli et desi), peu humides, nettoyés et triés en machine. Un produit de base polyvalent pour la conserverie, la farine, les snacks et le négoce.",
} as const satisfies ProductSummaries;
