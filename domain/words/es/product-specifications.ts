import type {
  specificationLabels as englishLabels,
  productSpecifications as englishSpecifications,
} from "../en/product-specifications.ts";
import type { Translation } from "../translation.ts";

export const listSeparator = ", ";

export const specificationLabels = {
  hsCodes: "Código HS",
  origin: "Origen",
  varieties: "Variedades y calidades",
  sizes: "Calibres",
  packaging: "Envase",
  minimumOrder: "Pedido mínimo",
  supplyCapacity: "Capacidad de suministro",
  shelfLife: "Vida útil y conservación",
  certificates: "Certificados y registros",
  incoterms: "Condiciones de entrega (Incoterms)",
  paymentTerms: "Condiciones de pago",
  samples: "Muestras",
  leadTime: "Plazo de entrega",
  containerLoad: "Carga por contenedor",
} as const satisfies Translation<typeof englishLabels>;

const registrations =
  "Registrados en APEDA (RCMC); licencia FSSAI; código de importador-exportador (IEC). Con cada envío: certificado fitosanitario y certificado de origen";
const paymentTerms =
  "30 % por adelantado y el saldo contra copia escaneada de los documentos, antes de entregar el conocimiento de embarque original; o carta de crédito (LC) irrevocable a la vista";

export const productSpecifications = {
  "red onions": {
    hsCodes: [{ code: "07031010" }],
    origin: "Nashik y Lasalgaon, Maharashtra, India",
    varieties:
      "Cebolla roja de Nashik (N-2-4-1, Bhima Kiran, Bhima Shakti); calidad de exportación, curada en campo, piel seca",
    sizes: "40–55 mm, 55–65 mm y más de 65 mm (diámetro)",
    packaging:
      "Sacos de malla de 5, 10 y 25 kg; sacos de yute de 25 y 50 kg; con sus propias etiquetas si lo desea",
    minimumOrder: "Un contenedor reefer de 20 pies",
    supplyCapacity: "Hasta 300 MT al mes, todo el año (cosechas kharif, kharif tardía y rabi)",
    shelfLife:
      "Unos 3 meses desde el envasado (cosecha rabi). Mantener en lugar seco y ventilado con 65–70 % de HR; en tránsito a 0–4 °C con las rejillas de aire fresco abiertas",
    certificates: registrations,
    incoterms: "FOB Nhava Sheva (JNPT); CFR y CIF a su puerto",
    paymentTerms,
    samples:
      "Fotos y vídeo de su lote antes de la carga; muestra de 2–3 kg por mensajería, con el envío a cargo del comprador",
    leadTime: "7–10 días desde el anticipo o la carta de crédito hasta la carga",
    containerLoad: "Reefer de 40 pies: unas 28–29 MT en sacos de 25 kg; reefer de 20 pies: unas 13–14 MT",
  },
  "Yellow Onions": {
    hsCodes: [{ code: "07031010" }],
    origin: "Distritos de Nashik, Ahilyanagar y Pune, Maharashtra, India",
    varieties:
      "Phule Suvarna y Arka Pitambar (piel dorada, pulpa color crema); calidad de exportación, curada",
    sizes: "40–55 mm, 55–70 mm y más de 70 mm (diámetro)",
    packaging:
      "Sacos de malla de 5, 10 y 25 kg; sacos de yute de 25 y 50 kg; cajas de 10 kg para el comercio minorista",
    minimumOrder: "Un contenedor reefer de 20 pies",
    supplyCapacity: "Hasta 150 MT al mes, de marzo a octubre (cosecha rabi)",
    shelfLife:
      "Unos 3 meses desde el envasado. Mantener en lugar seco y ventilado con 65–70 % de HR; en tránsito a 0–4 °C con las rejillas de aire fresco abiertas",
    certificates: registrations,
    incoterms: "FOB Nhava Sheva (JNPT); CFR y CIF a su puerto",
    paymentTerms,
    samples:
      "Fotos y vídeo de su lote antes de la carga; muestra de 2–3 kg por mensajería, con el envío a cargo del comprador",
    leadTime: "7–10 días desde el anticipo o la carta de crédito hasta la carga",
    containerLoad: "Reefer de 40 pies: unas 28–29 MT en sacos de 25 kg; reefer de 20 pies: unas 13–14 MT",
  },
  "G4 Green Chillies": {
    hsCodes: [{ code: "07096010" }],
    origin: "Guntur, estado de Andhra Pradesh, India",
    varieties: "G4 (Guntur 4), fresco y verde, con pedúnculo; seleccionado por color, longitud y frescura",
    sizes: "Vainas de 6–9 cm de largo",
    packaging: "Cajas de cartón ondulado ventiladas de 4 o 5 kg netos",
    minimumOrder: "Por mar: un contenedor reefer de 20 pies; por avión: 1 MT",
    supplyCapacity: "Hasta 60 MT al mes, de octubre a mayo",
    shelfLife:
      "2–3 semanas a 7–10 °C y 90–95 % de HR; se envía en reefer a 7–8 °C, nunca más frío (daño por frío)",
    certificates: `${registrations}; registro en el Spices Board of India (CRES)`,
    incoterms: "Por mar: FOB Chennai, CFR, CIF; por avión: FCA o CPT desde Hyderabad o Chennai",
    paymentTerms: `${paymentTerms}. Envíos aéreos: 100 % por adelantado`,
    samples: "Fotos y vídeo del envasado del día; un envío aéreo de prueba de 200–300 kg",
    leadTime: "Por avión 2–3 días; por mar 5–7 días desde el anticipo o la carta de crédito",
    containerLoad: "Reefer de 40 pies: unas 12–13 MT en cajas de 4 kg; reefer de 20 pies: unas 6–7 MT",
  },
  Chickpeas: {
    hsCodes: [
      { code: "07132010", of: "kabuli" },
      { code: "07132020", of: "desi" },
    ],
    origin: "Madhya Pradesh, Rajastán y Maharashtra, India",
    varieties:
      "Kabuli (grande, color crema) y desi (pequeño, marrón); limpiado y seleccionado a máquina, humedad máx. 12 %",
    sizes:
      "Kabuli de 8, 9, 10, 11 y 12 mm, o por granos por onza (p. ej. 42/44, 44/46, 58/60); desi de 6–8 mm",
    packaging: "Sacos de PP o de yute de 25 y 50 kg; envases para venta al por menor con su marca",
    minimumOrder: "Un contenedor de 20 pies",
    supplyCapacity: "Hasta 400 MT al mes, todo el año",
    shelfLife:
      "12 meses desde el envasado. Almacenar en lugar fresco y seco (por debajo de 25 °C y del 65 % de HR), sin contacto con el suelo; fumigado antes de la carga",
    certificates: `${registrations}; certificado de fumigación`,
    incoterms: "FOB Nhava Sheva (JNPT) o Mundra; CFR y CIF a su puerto",
    paymentTerms,
    samples: "Muestra de 1 kg gratuita, con el envío a cargo del comprador",
    leadTime: "10–15 días desde el anticipo o la carta de crédito hasta la carga",
    containerLoad:
      "Contenedor de 20 pies: 25–26 MT en sacos de 25 o 50 kg; de 40 pies: 26–27 MT (limitado por peso)",
  },
} as const satisfies Translation<typeof englishSpecifications>;
