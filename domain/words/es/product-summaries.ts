import type { ProductSummaries } from "../../products/product-catalogue.ts";

export const productSummaries = {
  "red onions":
    "Cebolla roja de Nashik, firme y de color intenso, con un picor marcado y persistente y piel seca y fina. Calibrada, curada para almacenaje y envasada en sacos de malla o de yute para largas travesías hacia mayoristas e industria.",
  "Yellow Onions":
    "Cebolla de piel dorada, sabor suave y dulce y larga conservación. Ideal para venta minorista, restauración y deshidratación, con calibres uniformes todo el año.",
  "G4 Green Chillies":
    "La popular variedad G4 (Guntur): fina, brillante y de un verde intenso, con un picor limpio y fuerte. Cosechado fresco, seleccionado y envasado en cajas ventiladas para flete aéreo y marítimo.",
  Chickpeas:
    "Garbanzo limpio y de calibre uniforme (kabuli y desi), con baja humedad, limpiado y seleccionado a máquina. Un básico versátil para conserva, harina, snacks y comercio mayorista.",
} as const satisfies ProductSummaries;
