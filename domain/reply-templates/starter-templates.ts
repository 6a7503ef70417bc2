import { company } from "../company.ts";

/**
 * The owner's first three reply templates, stored once when the templates table is made (server/database/database.ts);
 * from then on they are hers to edit or delete on the desk's Templates page. Merge fields: domain/desk/api.ts.
 */
export const starterTemplates = [
  {
    name: "Thank you - a few questions",
    body: `Dear {{name}},

Thank you for your enquiry about {{product}} (our reference {{reference}}). So that we can quote you an exact price, could you please tell us:

1. Quantity: how many metric tonnes or containers (20 ft or 40 ft), and whether this is a trial order or a regular one.
2. Destination port: your port of discharge, and the final destination if it is inland.
3. Incoterm: FOB Nhava Sheva, CFR or CIF your port.
4. Packaging: bag or carton size (10, 20 or 25 kg), PP, jute or mesh bags, and any labelling or private label you need.

With these we will send our best offer and the shipment schedule within one business day.

Kind regards,
{{owner}}
${company.name}
${company.phone.display}`,
  },
  {
    name: "Quotation",
    body: `Dear {{name}},

Thank you for your interest in our {{product}}. Our offer for {{company}} (reference {{reference}}):

Product: {{product}}
Specification: [grade, size, moisture]
Quantity: [quantity] metric tonnes ([number] x 40 ft container)
Price: USD [price] per metric tonne, [FOB Nhava Sheva / CFR / CIF port]
Packaging: [packaging]
Shipment: within [number] days of the confirmed order and advance payment
Payment: [30 % advance by T/T, balance against a scan of the documents / LC at sight]
Validity: 7 days from today

Each shipment comes with the commercial invoice, packing list, certificate of origin, phytosanitary certificate and bill of lading.

We would be glad to have your order; reply to this mail with any question.

Kind regards,
{{owner}}
${company.name}
${company.phone.display}`,
  },
  {
    name: "Samples",
    body: `Dear {{name}},

Thank you for your interest in our {{product}}. We are glad to send {{company}} samples so that you can judge the quality before you order.

Please send us the full delivery address with a contact phone number. We dispatch samples by courier (DHL or FedEx) within 3 business days and send you the tracking number; the samples are free, and [we pay the courier / the courier is charged to your account number].

When they have reached you, we would welcome your feedback. Please quote our reference {{reference}} in your reply.

Kind regards,
{{owner}}
${company.name}
${company.phone.display}`,
  },
] as const;
