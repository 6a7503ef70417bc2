import { expect, test } from "@playwright/test";
import {
  answerApi,
  expectFieldsKept,
  fillValidForm,
  openContact,
  valid,
} from "../../support/enquiry-helpers.ts";

const json = (status: number, body: unknown) => ({
  status,
  contentType: "application/json",
  body: JSON.stringify(body),
});

test("the form shows its five required fields in order, labelled and starred", async ({ page }) => {
  await openContact(page);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });
  const labels = ["Full Name", "Company Name", "Mobile Number", "Email", "Message"];
  // The five required fields; the optional quote details follow in their own group.
  await expect(form.locator("label[for]:not(details label)")).toHaveText(labels);
  for (const label of labels) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toBeVisible();
    await expect(page.locator(`label:text-is("${label}") + span[aria-hidden=true]`)).toHaveText("*");
    await expect(field).toHaveAttribute("required", "");
  }
  // The asterisk is red and hidden from screen readers (the field's own `required` says it).
  const star = form.locator("label[for] + span[aria-hidden=true]").first();
  await expect(form.locator("details label[for] + span[aria-hidden=true]")).toHaveCount(0);
  await expect(star).toHaveText("*");
  await expect(star).toHaveCSS("color", /^(rgb\(2[0-9]{2}, [0-9]{1,2}, [0-9]{1,2}\)|oklch\(0\.5)/);
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Mobile Number")).toHaveAttribute("type", "tel");
  await expect(page.getByLabel("Message")).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(page.getByLabel("Message")).toHaveAttribute("rows", "5");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  // Before hydration the browser posts it to the server, never as a GET with the fields in the URL.
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/api/send-email");
});

test("an empty or invalid form sends nothing", async ({ page }) => {
  await openContact(page);
  const requests = await answerApi(page, (route) => route.fulfill(json(200, { message: "sent" })));
  const send = page.getByRole("button", { name: "Send Message" });
  await send.click();
  await expect(page.getByLabel("Full Name")).toBeFocused();

  await fillValidForm(page);
  await page.getByLabel("Email").fill("not-an-email");
  await send.click();
  await expect(page.getByLabel("Email")).toBeFocused();

  await page.getByLabel("Email").fill(valid.email);
  // The dial code alone is no number.
  const phone = page.getByLabel("Mobile Number");
  await phone.press("ControlOrMeta+a");
  await phone.press("Backspace");
  await phone.pressSequentially("91");
  await expect(phone).toHaveValue("+91 ");
  await send.click();
  await expect(page.getByLabel("Mobile Number")).toBeFocused();
  expect(requests).toEqual([]);
});

test("user can send an enquiry: JSON with exactly five fields, 'Sending...' meanwhile, then a cleared form", async ({
  page,
}) => {
  await openContact(page);
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const requests = await answerApi(page, async (route) => {
    await answered;
    await route.fulfill(json(200, { message: "Thank you, Asha! We will reply within a day." }));
  });
  await fillValidForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();

  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  answer();

  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Thank you, Asha! We will reply within a day.");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.method).toBe("POST");
  expect(requests[0]?.contentType).toBe("application/json");
  expect(JSON.parse(requests[0]?.body ?? "")).toStrictEqual({
    name: valid.name,
    company: valid.company,
    email: valid.email,
    phone: "919876543210",
    message: valid.message,
  });

  for (const label of ["Full Name", "Company Name", "Email", "Message"]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
  await expect(page.getByLabel("Mobile Number")).toHaveValue("+91 ");
  await expect(page.getByRole("combobox", { name: "Country: India +91" })).toBeVisible();

  // The alert sits just below the button and can be dismissed.
  const buttonBox = await page.getByRole("button", { name: "Send Message" }).boundingBox();
  const alertBox = await alert.boundingBox();
  expect(alertBox && buttonBox && alertBox.y - (buttonBox.y + buttonBox.height)).toBeLessThan(40);
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a refused enquiry shows the server's message and keeps every field", async ({ page }) => {
  await openContact(page);
  await answerApi(page, (route) =>
    route.fulfill(json(422, { message: "Mobile Number must be 6 to 15 digits." })),
  );
  await fillValidForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toHaveText("Mobile Number must be 6 to 15 digits.");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expectFieldsKept(page);
});

for (const [failure, respond] of [
  ["the network fails", (route) => route.abort("connectionrefused")],
  [
    "the answer is not JSON",
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
  ],
] as const satisfies readonly [string, Parameters<typeof answerApi>[1]][]) {
  test(`when ${failure}, the error is logged, 'Failed to send message.' shows and every field is kept`, async ({
    page,
  }) => {
    await openContact(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await answerApi(page, respond);
    await fillValidForm(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to send message.");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expectFieldsKept(page);
    expect(errors.some((e) => e.startsWith("Sending the enquiry failed:"))).toBe(true);
  });
}

test("a product's 'Submit Request' link starts the Message with that product", async ({ page }) => {
  await openContact(page, "/contact?product=red-onions");
  await expect(page.getByLabel("Message")).toHaveValue("Enquiry about Red Onions:\n");
  await openContact(page, "/contact?product=no-such-thing");
  await expect(page.getByLabel("Message")).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts its fields (and the honeypot) to the server, and the server's redirect shows the result", async ({
    page,
  }) => {
    const requests = await answerApi(page, (route) =>
      route.fulfill({ status: 303, headers: { location: "/contact#enquiry-sent" } }),
    );
    await page.goto("/contact");
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeHidden();
    await page.getByLabel("Full Name").fill(valid.name);
    await page.getByLabel("Company Name").fill(valid.company);
    await page.getByLabel("Mobile Number").fill("+91 98765 43210");
    await page.getByLabel("Email").fill(valid.email);
    await page.getByLabel("Message").fill(valid.message);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/contact#enquiry-sent$/);
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    await expect(page.getByText("Please check the fields")).toBeHidden();
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.contentType).toBe("application/x-www-form-urlencoded");
    const sent = new URLSearchParams(requests[0]?.body ?? "");
    // The optional quote details travel too: left empty here, the server drops them (and the Unit
    // without a Quantity), so the enquiry it stores is the five fields.
    expect([...sent.keys()]).toEqual([
      "name",
      "company",
      "phone",
      "email",
      "message",
      "product",
      "quantity",
      "unit",
      "port",
      "incoterm",
      "website",
    ]);
    expect(["product", "quantity", "port", "incoterm", "website"].map((key) => sent.get(key))).toEqual([
      "",
      "",
      "",
      "",
      "",
    ]);
  });

  test("the error anchor shows the error message", async ({ page }) => {
    await page.goto("/contact#enquiry-error");
    await expect(page.getByText("Please check the fields")).toBeVisible();
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeHidden();
  });
});

test("the honeypot is out of sight, out of the tab order and never sent by the script", async ({ page }) => {
  await openContact(page);
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
  await expect(honeypot).not.toBeInViewport();
});
