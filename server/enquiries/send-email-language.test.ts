// The enquiry API answers in the language of the page the enquiry came from, and stores it.
import { expect, test } from "vitest";
import { buildTestApp, storedRows, validEnquiry } from "#tests/support/test-helper.ts";

const url = "/api/send-email";
const referencePattern = /VA-[0-9A-HJKMNP-TV-Z]{6}/;

type App = Awaited<ReturnType<typeof buildTestApp>>;

/** A JSON enquiry as the form sends it from a page in `language` (no header from English pages). */
const sendFrom = (app: App, language: string | undefined, payload: unknown = validEnquiry) =>
  app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    headers: {
      "accept-language": "de-CH,de;q=0.9",
      ...(language ? { "content-language": language } : {}),
    },
  });

const formPost = (app: App, fields: Record<string, string>) =>
  app.inject({
    method: "POST",
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

test.each([
  ["es", "¡Gracias! Hemos recibido su consulta. Su referencia es {ref}. Le responderemos muy pronto."],
  ["ar", "شكرًا لك! لقد استلمنا استفسارك، ورقمه المرجعي {ref}. سنتواصل معك قريبًا."],
  [
    "fr",
    "Merci\u00a0! Votre demande a bien été reçue. Votre référence est {ref}. Nous vous répondrons très prochainement.",
  ],
  ["ru", "Спасибо! Ваш запрос получен. Его номер — {ref}. Мы скоро с вами свяжемся."],
])("an enquiry from a %s page is answered in its language and stored with it", async (language, answer) => {
  const app = await buildTestApp();
  const response = await sendFrom(app, language);
  expect(response.statusCode).toBe(201);
  const { message } = response.json() as { message: string };
  const reference = referencePattern.exec(message)?.[0];
  expect(message).toBe(answer.replace("{ref}", reference ?? "(no reference)"));
  // The browser's own language stays recorded beside the page's.
  expect(storedRows(app.dataDir)).toEqual([
    expect.objectContaining({ reference, site_language: language, language: "de-CH" }),
  ]);
});

test.each([
  ["no header", undefined],
  ["a language the site does not have", "de"],
  ["a forged value", "__proto__"],
])("%s is English, word for word as before", async (_, language) => {
  const app = await buildTestApp();
  const response = await sendFrom(app, language);
  expect(response.statusCode).toBe(201);
  expect(response.json().message).toMatch(
    /^Thank you! Your enquiry has been received\. Your reference is VA-\w{6}\. We will get back to you soon\.$/,
  );
  expect(storedRows(app.dataDir)[0]?.site_language).toBe("en");
});

test("a regional tag counts as its language", async () => {
  const app = await buildTestApp();
  expect((await sendFrom(app, "es-419")).json().message).toMatch(/^¡Gracias!/);
  expect(storedRows(app.dataDir)[0]?.site_language).toBe("es");
});

test("a refused enquiry names each field's problem in the page's language", async () => {
  const app = await buildTestApp();
  const { message: _, ...withoutMessage } = validEnquiry;
  const response = await sendFrom(app, "ar", { ...withoutMessage, phone: "12", isAdmin: true });
  expect(response.statusCode).toBe(400);
  const fields = {
    phone: "يجب أن يتكون رقم الجوال من 6 إلى 15 من الأرقام.",
    message: "حقل «الرسالة» مطلوب.",
    isAdmin: "«isAdmin» ليس من حقول الاستفسار.",
  };
  expect(response.json()).toEqual({
    message: `يُرجى مراجعة النموذج: ${Object.values(fields).join(" ")}`,
    fields,
  });
  expect(storedRows(app.dataDir)).toEqual([]);
});

test("the quote's problems are worded in the page's language too", async () => {
  const app = await buildTestApp();
  const quote = { quantity: 200_000, unit: "MT", port: "<b>", incoterm: "FOB" };
  const response = await sendFrom(app, "es", { ...validEnquiry, quote });
  expect(response.statusCode).toBe(400);
  expect(response.json().fields).toEqual({
    "quote.quantity": "La cantidad no puede superar 100.000 MT.",
    "quote.port": "El puerto de destino solo admite letras, cifras, espacios y . , ' ( ) / - &.",
  });
});

test("refusals of the body as a whole come in the page's language", async () => {
  const app = await buildTestApp();
  const notJson = await app.inject({
    method: "POST",
    url,
    payload: JSON.stringify(validEnquiry),
    headers: { "content-type": "text/plain", "content-language": "ru" },
  });
  expect(notJson.statusCode).toBe(415);
  expect(notJson.json().message).toBe("Отправьте запрос в формате JSON (Content-Type: application/json).");
  const array = await sendFrom(app, "fr", []);
  expect(array.statusCode).toBe(400);
  expect(array.json().message).toBe(
    "La demande n’a pas pu être lue. Envoyez un objet JSON comportant exactement ces champs\u00a0: name, company, email, phone, message (et, en option, quote).",
  );
  const tooLarge = await sendFrom(app, "es", { ...validEnquiry, message: "x".repeat(33 * 1024) });
  expect(tooLarge.statusCode).toBe(413);
  expect(tooLarge.json().message).toBe("La consulta es demasiado grande: como máximo 32 KB.");
});

test("the rate limit's refusal says the wait in the page's language", async () => {
  const app = await buildTestApp({ env: { RATE_LIMIT_MAX: "1", RATE_LIMIT_WINDOW: "10m" } });
  expect((await sendFrom(app, "es")).statusCode).toBe(201);
  const limited = await sendFrom(app, "es");
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toBe(
    "Hemos recibido demasiadas consultas desde su dirección. Vuelva a intentarlo dentro de 10 minutos.",
  );
});

test("a form posted without JavaScript goes back to the contact page of its language", async () => {
  const app = await buildTestApp();
  const sent = await formPost(app, { ...validEnquiry, site_language: "fr", website: "" });
  expect(sent.statusCode).toBe(303);
  expect(sent.headers.location).toBe("/fr/contact#enquiry-sent");
  expect(storedRows(app.dataDir)).toEqual([expect.objectContaining({ site_language: "fr" })]);

  const refused = await formPost(app, { ...validEnquiry, email: "nope", site_language: "ar" });
  expect(refused.headers.location).toBe("/ar/contact#enquiry-error");
  const bot = await formPost(app, { ...validEnquiry, site_language: "ru", website: "https://spam.example" });
  expect(bot.headers.location).toBe("/ru/contact#enquiry-sent");
  const unknown = await formPost(app, { ...validEnquiry, site_language: "xx" });
  expect(unknown.headers.location).toBe("/contact#enquiry-sent");
  expect(storedRows(app.dataDir).map((row) => row.site_language)).toEqual(["fr", "en"]);
});
