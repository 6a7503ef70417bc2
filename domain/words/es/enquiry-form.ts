import type { enquiryFormWords as english } from "../en/enquiry-form.ts";
import type { Translation } from "../translation.ts";

export const enquiryFormWords = {
  heading: "Envíenos su consulta",
  labels: {
    name: "Nombre completo",
    company: "Empresa",
    phone: "Teléfono móvil",
    email: "Correo electrónico",
    message: "Mensaje",
  },
  submit: "Enviar mensaje",
  sending: "Enviando…",
  failed: "No se pudo enviar el mensaje.",
  sentFallback: "¡Gracias! Su mensaje se ha enviado.",
  dismiss: "Cerrar",
  productLine: (productName: string) => `Consulta sobre ${productName}:`,
  noScript: {
    sentId: "enquiry-sent",
    errorId: "enquiry-error",
  },
  honeypotLabel: "Deje este campo vacío",
  quote: {
    legend: "Datos para la cotización (opcional)",
    intro: "Indíquenos qué necesita y podremos cotizarle en nuestra primera respuesta.",
    labels: {
      product: "Producto",
      quantity: "Cantidad",
      unit: "Unidad",
      port: "Puerto de destino",
      incoterm: "Incoterm",
      samples: "Deseo recibir muestras",
    },
    units: {
      kg: "kg",
      MT: "MT",
      "20 ft containers": "contenedores de 20 pies",
      "40 ft containers": "contenedores de 40 pies",
    },
    notChosen: "Sin elegir",
    otherProduct: "Otro",
    portHint: "Por ejemplo: Jebel Ali (Dubái)",
    incotermHint:
      "Quién paga y transporta la mercancía, y hasta dónde. Elija un término para ver su significado.",
    incoterms: {
      EXW: {
        name: "En fábrica",
        meaning: "Usted recoge la mercancía en nuestro almacén y asume todos los costes desde allí.",
      },
      FCA: {
        name: "Franco transportista",
        meaning:
          "Despachamos la mercancía para la exportación y la entregamos a su transportista en el lugar convenido.",
      },
      FOB: {
        name: "Franco a bordo",
        meaning:
          "Cargamos la mercancía en su buque en el puerto indio; el flete marítimo y el seguro corren por su cuenta.",
      },
      CFR: {
        name: "Coste y flete",
        meaning:
          "Pagamos el flete marítimo hasta su puerto; el riesgo pasa a usted en cuanto la mercancía está a bordo.",
      },
      CIF: {
        name: "Coste, seguro y flete",
        meaning: "Como CFR, y además aseguramos la mercancía durante el trayecto marítimo hasta su puerto.",
      },
      CIP: {
        name: "Transporte y seguro pagados hasta",
        meaning:
          "Pagamos el transporte y el seguro hasta el lugar convenido, en cualquier medio de transporte.",
      },
      DAP: {
        name: "Entregada en lugar",
        meaning:
          "Entregamos en el lugar que usted indique, lista para descargar; los aranceles y el despacho de importación corren por su cuenta.",
      },
      DDP: {
        name: "Entregada derechos pagados",
        meaning:
          "Entregamos en el lugar que usted indique, con los aranceles de importación pagados y el despacho de aduanas hecho.",
      },
    },
  },
  phone: {
    searchPlaceholder: "buscar",
    searchEmpty: "No hay resultados",
    specialLabel: "Teléfono",
    searchLabel: "Buscar país",
    countryListLabel: "Países",
    countryButtonLabel: (name: string, dialCode: string) => `País: ${name} +${dialCode}`,
    numberMissing: "Rellene este campo.",
  },
} as const satisfies Translation<typeof english>;
