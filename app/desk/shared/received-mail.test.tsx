// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { MailboxBanner } from "./mailbox-banner.tsx";
import { ReceivedMailItem } from "./received-mail.tsx";

afterEach(cleanup);

test("a buyer's mail shows its text as text and its attachments as downloads; one too large as refused", () => {
  render(
    <ReceivedMailItem
      mail={{
        id: "m1",
        sender: "Asha Rao <asha@example.com>",
        at: new Date().toISOString(),
        subject: "Re: your enquiry [VA-7K3F9Q]",
        text: "<b>not bold</b>",
        fromBuyer: true,
        attachments: [
          {
            id: "0b8e1c52-9a1e-4a8e-8f55-6f0d1d7b2a11",
            name: "price list.pdf",
            size: 14 * 1024,
            refused: null,
          },
          {
            id: "6c1f7a40-2f0b-4a55-9f6e-1b7d9d3f0c22",
            name: "scan.tiff",
            size: 12 * 1024 * 1024,
            refused: "size",
          },
        ],
      }}
    />,
  );
  expect(screen.getByText("<b>not bold</b>")).toBeTruthy();
  const link = screen.getByRole("link", { name: /price list\.pdf/ });
  expect(link.getAttribute("href")).toBe("/api/desk/attachments/0b8e1c52-9a1e-4a8e-8f55-6f0d1d7b2a11");
  expect(link.textContent).toContain("(14 KB)");
  expect(screen.queryByRole("link", { name: /scan\.tiff/ })).toBeNull();
  expect(screen.getByText(/Not kept: larger than 10 MB/)).toBeTruthy();
  expect(screen.queryByText(/Not from the buyer's address/)).toBeNull();
});

test("a mail from another address than the buyer's is marked so; a file past the enquiry's share says why", () => {
  render(
    <ReceivedMailItem
      mail={{
        id: "m2",
        sender: "Mallory <mallory@evil.example>",
        at: new Date().toISOString(),
        subject: "Re: your enquiry [VA-7K3F9Q]",
        text: "Our bank details have changed.",
        fromBuyer: false,
        attachments: [
          { id: "6c1f7a40-2f0b-4a55-9f6e-1b7d9d3f0c23", name: "iban.pdf", size: 2048, refused: "enquiry" },
        ],
      }}
    />,
  );
  expect(screen.getByText("Not from the buyer's address: check it before you act on it.")).toBeTruthy();
  expect(screen.getByText(/as many files as the site keeps for one enquiry/)).toBeTruthy();
});

test("the banner says since when the mailbox is not reachable, and nothing while it is", () => {
  const { container, rerender } = render(<MailboxBanner since={null} />);
  expect(container.textContent).toBe("");
  rerender(<MailboxBanner since="2026-11-24T09:14:00.000Z" />);
  expect(screen.getByRole("status").textContent).toMatch(
    /^Mailbox not reachable since \w{3}, 24 Nov 2026, \d\d:\d\d$/,
  );
});
