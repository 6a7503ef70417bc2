import { randomBytes } from "node:crypto";

/**
 * A buyer's order page is found by its token alone: 192 bits from the operating system's generator, as
 * base64url (32 characters), never derived from the enquiry's id, reference or number.
 */
export const newOrderToken = () => randomBytes(24).toString("base64url");

/** Whether a path segment can be a token at all; anything else is not looked up. */
export const isOrderToken = (text: string) => /^[A-Za-z0-9_-]{32}$/.test(text);
