import type { ProductName } from "../../products/product-catalogue.ts";

export const productDescriptions: Record<ProductName, readonly string[]> = {
  "red onions": [
    "Nuestra cebolla roja procede de la zona de Nashik y Lasalgaon, en Maharashtra, el mayor mercado de cebolla de la India. Los bulbos son firmes y redondos, de un rojo intenso, con la piel seca bien ceñida y el picor marcado y persistente que piden cocinas e industria.",
    "Tras la cosecha, la cebolla se cura en el campo, se selecciona a mano y se calibra por diámetro (40–55 mm, 55–65 mm y 65 mm o más). Antes de envasar se retiran los bulbos dañados, brotados o blandos.",
    "Envasamos en sacos de malla o de yute de 5, 10, 25 o 50 kg, o según su especificación, y cargamos contenedores ventilados o refrigerados para que la cebolla llegue tal como salió. Indíquenos calibre, cantidad y puerto, y le enviaremos una cotización.",
  ],
  "Yellow Onions": [
    "La cebolla amarilla tiene piel dorada, pulpa blanco crema y un sabor más suave y dulce que la roja, por lo que es la preferida para venta minorista, restauración y deshidratación en copos y polvo.",
    "Cada lote se cura, se limpia y se calibra, y se revisa su firmeza, la calidad de la piel y la materia seca antes de envasar. Bien curada, conserva su calidad durante meses en almacén fresco y seco.",
    "La suministramos en malla, yute o cajas de cartón, a su elección, con certificado fitosanitario y toda la documentación de exportación. Indíquenos volúmenes y destino para recibir una cotización.",
  ],
  "G4 Green Chillies": [
    "El G4 es una de las variedades de chile más conocidas de la India y se cultiva ampliamente en torno a Guntur, en Andhra Pradesh. Las vainas son finas, de 6–9 cm, brillantes y de un verde intenso, con un picor fuerte y limpio en el que confían compradores de Oriente Medio, Europa y Asia.",
    "Compramos directamente a los productores en la cosecha y seleccionamos los chiles por color, longitud y frescura, retirando las vainas rotas o manchadas. Conservamos el tallo para que se mantengan frescos más tiempo.",
    "Los chiles se envasan en cajas ventiladas de 4 o 5 kg y se envían por avión o en contenedores refrigerados, a la temperatura que los mantiene tersos. Consúltenos disponibilidad y precios actuales.",
  ],
  Chickpeas: [
    "Suministramos garbanzo kabuli, grande y de color crema, y garbanzo desi, más pequeño y oscuro, de las zonas productoras de Maharashtra y Madhya Pradesh.",
    "Cada lote se limpia a máquina, se calibra por número de granos por onza y se selecciona para retirar piedras, partidos y materias extrañas. Mantenemos baja la humedad para que el garbanzo se conserve bien y se cueza de forma pareja.",
    "El garbanzo se envasa en sacos de polipropileno o de yute de 25 o 50 kg, o en envases minoristas con su marca, y se envía en contenedores secos. Indíquenos variedad, calibre y cantidad.",
  ],
};
