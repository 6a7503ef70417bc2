import { company } from "../../company.ts";

export const contactWords = {
  meta: {
    title: `Contact Us | ${company.name}`,
    description: `Send an enquiry or request a quote from ${company.name}: onions, green chillies and chickpeas for export.`,
  },
  heading: "Contact us",
  intro: `Have a question or need a quote? Send us a message and we will get back to you ${company.answerWithin}.`,
  blocks: { location: "Location", email: "Email", phone: "Phone" },
  /** What the page says after the form was posted without JavaScript (the server sends it back here). */
  formResult: {
    sent: "Thank you! Your message has been sent. We will get back to you soon.",
    error: "Your message could not be sent. Please check the fields and try again.",
  },
} as const;
