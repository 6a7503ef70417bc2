// The bank details a buyer pays into: entered once in the Site section's company facts, copied into each order
// when it is made. The commonest export fraud is a forged mail with only the account changed, so an order's copy
// changes only when the owner confirms new details on that order, and its page then says so with the date.
import type { Company } from "../site-content/schema.ts";

export const bankFields = ["accountName", "bank", "account", "swift", "ifsc", "address"] as const;
export type BankField = (typeof bankFields)[number];
export type BankDetails = Record<BankField, string>;

/** Their names in the Site section, the desk and its history. */
export const bankLabels: Record<BankField, string> = {
  accountName: "Account name",
  bank: "Bank",
  account: "Account number or IBAN",
  swift: "SWIFT/BIC",
  ifsc: "IFSC",
  address: "Bank address",
};

/** The company's bank details as an order copies them, an unfilled one as empty text. */
export const bankDetailsOf = (company: Company): BankDetails =>
  Object.fromEntries(bankFields.map((field) => [field, company.bank?.[field] ?? ""])) as BankDetails;

export const sameBankDetails = (a: BankDetails, b: BankDetails) => bankFields.every((f) => a[f] === b[f]);
