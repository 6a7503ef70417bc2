import type { EnquiryStatus } from "./api.ts";
import { deskLanguage } from "./desk-language.ts";
import { refusalOf } from "./roles.ts";
import type { MailState } from "./types.ts";

const statuses: Record<EnquiryStatus, string> = {
  new: "New",
  replied: "Replied",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

const mails: Record<MailState, string> = {
  queued: "Mail queued",
  sent: "Mail sent",
  failed: "Mail failed",
};

const english = {
  brand: "Desk",
  /** The installed app's description (its web app manifest). */
  appDescription: "The website's enquiries, and a notification for each new one.",
  skip: "Skip to content",
  loading: "Loading the desk…",
  signOut: "Sign out",
  signedInAs: "Signed in as",
  nav: {
    label: "Desk",
    inbox: "Inbox",
    spam: "Spam",
    overview: "Overview",
    visitors: "Visitors",
    templates: "Templates",
    security: "Security",
    team: "Team",
    mailToCheck: "Mail to check",
    site: "Site",
    campaigns: "Campaign links",
    activity: "Activity",
    orders: "Orders",
  },
  /** The tab title: "(3) Inbox | Desk" while 3 enquiries are unread. */
  title: (page: string, unread = 0) => `${unread > 0 ? `(${unread}) ` : ""}${page} | Desk`,
  inbox: {
    heading: "Inbox",
    spamHeading: "Spam",
    spamIntro: "Enquiries marked as spam. They stay out of the inbox and its unread count.",
    unreadCount: (n: number) => (n === 1 ? "1 unread" : `${n} unread`),
    filters: "Filters",
    search: "Search",
    searchHint: "Name, company, e-mail, phone or message",
    status: "Status",
    product: "Product",
    country: "Country",
    source: "Source",
    sourceHint: "google.com",
    siteLanguage: "Site language",
    /** After the country and product of an enquiry sent from a page in another language than English. */
    inLanguage: (language: string) => `in ${language}`,
    answer: "Answer",
    answerFilters: { waiting: "Waiting", overdue: "Overdue", answered: "Answered" },
    from: "From",
    to: "To",
    any: "Any",
    apply: "Apply",
    clear: "Clear",
    exportCsv: "Export CSV",
    results: (total: number) => (total === 1 ? "1 enquiry" : `${total.toLocaleString("en")} enquiries`),
    empty: "No enquiries match this view.",
    emptySpam: "Nothing in spam.",
    unread: "Unread",
    noCompany: "No company given",
    noProduct: "No product named",
    unknownCountry: "Country unknown",
    pagination: "Pages",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  statuses,
  mails,
  /** How format.ts writes times and sizes: its units, and a moment ago. */
  units: {
    justNow: "just now",
    /** The trade's short units, as the trade writes them ("2 h 10 min"). */
    day: "d",
    hour: "h",
    minute: "min",
    lessThan: (span: string) => `< ${span}`,
    bytes: (n: number) => `${n} bytes`,
    kilobytes: (n: number) => `${n} KB`,
    megabytes: (n: string) => `${n} MB`,
  },
  /** How long an enquiry waited for its first answer, or has been waiting ("2 hr 10 min" from format.ts). */
  answerTime: {
    answeredIn: (time: string) => `Answered in ${time}`,
    waiting: (time: string) => `Waiting ${time}`,
    overdue: "Overdue",
  },
  overview: {
    heading: "Overview",
    intro:
      "How many enquiries came in and how fast each was first answered: by a reply from the desk or by moving it past New.",
    spamNote: "Spam is left out of every figure.",
    overdue: (n: string, target: string) =>
      n === "1"
        ? `1 enquiry has waited longer than ${target}.`
        : `${n} enquiries have waited longer than ${target}.`,
    noOverdue: (target: string) => `No enquiry has waited longer than ${target}.`,
    showOverdue: "Show them",
    week: "This week",
    month: "This month",
    since: (date: string) => `Since ${date}`,
    enquiries: "Enquiries",
    answered: "Answered",
    median: "Median time to first answer",
    within1h: "Answered within 1 hour",
    within24h: "Answered within 24 hours",
    share: (percent: string, answered: string, of: string) => `${percent} (${answered} of ${of})`,
    none: "None yet",
    sharesNote:
      "Shares count the enquiries answered and those waiting longer than that time; newer ones still waiting count once they do.",
    byStatus: "This month by status",
    byProduct: "This month by product",
    byCountry: "This month by country",
    count: "Enquiries",
    others: (n: number) => (n === 1 ? "1 other" : `${n} others`),
    emptyMonth: "No enquiries this month yet.",
  },
  enquiry: {
    back: "Back to the inbox",
    backToSpam: "Back to spam",
    received: "Received",
    fields: {
      name: "Name",
      company: "Company",
      email: "Email",
      phone: "Phone",
      country: "Country",
      product: "Product",
      message: "Message",
      mail: "Notification mail",
      id: "Reference",
    },
    quote: {
      heading: "Quote request",
      product: "Product",
      quantity: "Quantity",
      port: "Destination port",
      incoterm: "Incoterm",
      samples: "Samples",
      samplesWanted: "Yes, please send samples",
      samplesNot: "Not wanted",
      notGiven: "Not given",
    },
    arrival: {
      heading: "How the buyer arrived",
      /** "Came from google.com to /products/red-onions"; without a referring site, "Came directly to …". */
      cameFrom: (referrer: string | null, page: string | null) =>
        `${referrer ? `Came from ${referrer}` : "Came directly"}${page ? ` to ${page}` : ""}`,
      unknown: "Not recorded (sent before this was kept, or without JavaScript).",
      utmSource: "Campaign source",
      utmMedium: "Campaign medium",
      utmCampaign: "Campaign",
      language: "Browser language",
      siteLanguage: "Site language",
      source: "Source",
      country: "Country",
    },
    contact: "Answer the buyer",
    reply: "Reply",
    replyByEmail: "Reply by email",
    whatsapp: "WhatsApp",
    call: "Call",
    work: "Work on it",
    status: "Status",
    statusSaved: "Status saved.",
    markSpam: "Mark as spam",
    notSpam: "Not spam",
    inSpam: "This enquiry is in spam.",
    resend: "Resend mail",
    resent: "The mail will be sent again now.",
    mailAttempts: (n: number) => (n === 1 ? "1 attempt" : `${n} attempts`),
    notes: "Private notes",
    noteLabel: "New note",
    noteHint: "Only signed-in owners see notes; the buyer never does.",
    addNote: "Add note",
    noNotes: "No notes yet.",
    history: "History",
    noHistory: "No changes yet.",
    delete: "Delete",
    deleteHeading: "Delete this enquiry?",
    deleteSentence: (name: string) =>
      `The enquiry from ${name}, its notes, its history and any mail still queued will be removed for good. This cannot be undone.`,
    cancel: "Cancel",
    notFound: "There is no such enquiry. It may have been deleted.",
    reference: "Buyer's reference",
  },
  /** The composer on an enquiry's page, and the conversation beneath it. */
  reply: {
    heading: "Reply",
    to: "To",
    subjectLabel: "Subject",
    template: "Template",
    noTemplate: "No template (blank)",
    body: "Message",
    send: "Send",
    sending: "Sending…",
    cancel: "Cancel",
    sent: "Reply stored; it is on its way to the buyer.",
    conversation: "Conversation",
    noMails: "No mails yet.",
    kinds: { acknowledgement: "Acknowledgement", reply: "Reply", received: "From the buyer" },
    states: {
      queued: "Queued",
      sent: "Sent",
      retrying: "Retrying",
      skipped: "Not sent",
      received: "Received",
    },
    by: (author: string) => `by ${author}`,
  },
  /** Mails that named an enquiry but were not filed by themselves: the owner decides. */
  mailToCheck: {
    heading: "Mail to check",
    intro:
      "Mails that name an enquiry's reference but were not filed into it by themselves. Nothing here is shown as the buyer's: read each one, then file it into the enquiry or discard it.",
    none: "No mail to check.",
    reasons: {
      "sender-not-buyer": "The sender is not the buyer",
      "unknown-reference": "The reference names no enquiry",
    },
    names: "Names",
    file: "File into enquiry",
    fileLabel: (reference: string) => `File into enquiry ${reference}`,
    discard: "Discard",
    discardLabel: (subject: string) => `Discard the mail "${subject}"`,
    filed: "Filed into the enquiry.",
    discarded: "Discarded.",
    openEnquiry: "Open the enquiry",
  },
  templates: {
    heading: "Templates",
    intro:
      "Replies to start from. Merge fields are filled in for each enquiry when you pick the template in a reply:",
    fieldsHelp: {
      name: "the buyer's name",
      company: "the buyer's company",
      product: "the product asked about",
      reference: "the buyer's reference (VA-…)",
      owner: "the name replies are signed with",
    },
    none: "No templates yet.",
    add: "New template",
    name: "Name",
    body: "Text",
    save: "Save",
    saved: "Template saved.",
    edit: "Edit",
    editLabel: (name: string) => `Edit template ${name}`,
    delete: "Delete",
    deleteLabel: (name: string) => `Delete template ${name}`,
    deleted: "Template deleted.",
    cancel: "Cancel",
    nameTaken: "Another template has this name already.",
    notFound: "There is no such template. It may have been deleted.",
  },
  security: {
    heading: "Security",
    intro:
      "Passkeys you can sign in with, the browsers where you are signed in, and the devices notified of new enquiries.",
    passkeys: "Passkeys",
    passkeysIntro:
      "A passkey signs you in with your phone's or laptop's screen lock: nothing to type, nothing to steal.",
    noPasskeys: "No passkeys yet.",
    passkeyName: "Passkey name",
    passkeyNameHint: "For example: My phone",
    defaultPasskeyName: "Passkey",
    addPasskey: "Add a passkey",
    addingPasskey: "Waiting for your device…",
    passkeyAdded: "Passkey added. You can now sign in with it alone.",
    passkeyFailed: "The passkey was not added. Please try again.",
    noPasskeySupport: "This browser cannot create passkeys.",
    remove: "Remove",
    removeLabel: (name: string) => `Remove passkey ${name}`,
    added: "Added",
    lastUsed: "Last used",
    never: "never",
    sessions: "Sessions",
    sessionsIntro: "Where you are signed in now. Sign out of any browser you do not recognise.",
    thisDevice: "This device",
    ip: "IP",
    signedIn: "Signed in",
    lastSeen: "Last seen",
    endSession: "Sign out",
    endSessionLabel: (browser: string, ip: string) => `Sign out ${browser} at ${ip}`,
    endOthers: "Sign out all other sessions",
    noOthers: "No other sessions.",
    notifications: "Notifications",
    notificationsIntro:
      "A notification on your phone or laptop within seconds of every new enquiry, even with the desk closed.",
    noDevices: "No device is notified yet.",
    notifyMe: "Notify me on this device",
    subscribing: "Asking your browser…",
    subscribed: "This device will now be notified of new enquiries.",
    notifyFailed: "This device could not be signed up for notifications. Please try again.",
    notifyDenied:
      "Notifications are blocked for this site. Allow them in the browser's site settings, then try again.",
    notifyInsecure: "Notifications need the desk on HTTPS.",
    notifyUnsupported:
      "This browser cannot receive notifications. On an iPhone or iPad, first add the desk to the home screen (Share, then Add to Home Screen) and open it from there.",
    removeDevice: "Remove",
    removeDeviceLabel: (name: string) => `Stop notifying ${name}`,
    language: "Language",
    languageIntro: "The language of your desk. Each buyer's mails, pages and documents stay in his own.",
    languageLabel: "Desk language",
    saveLanguage: "Save language",
  },
  /** The notification a device shows (no buyer's message text: it travels through the push service). */
  push: {
    newEnquiry: (who: string, product: string | undefined) =>
      `New enquiry: ${who}${product ? ` - ${product}` : ""}`,
    reply: (who: string, product: string | undefined) => `New reply: ${who}${product ? ` - ${product}` : ""}`,
    accepted: (who: string, product: string | undefined) =>
      `Quotation accepted: ${who}${product ? ` - ${product}` : ""}`,
    assigned: (who: string, product: string | undefined) =>
      `Assigned to you: ${who}${product ? ` - ${product}` : ""}`,
    followUp: (who: string, product: string | undefined) =>
      `Follow up today: ${who}${product ? ` - ${product}` : ""}`,
    proceedsDue: (order: string, due: string, who: string) => `Proceeds due by ${due}: ${order} - ${who}`,
    body: "Tap to open it in the desk.",
  },
  errors: {
    heading: "Something went wrong",
    generic: "Something went wrong on our side. Please try again.",
    network: "The server could not be reached. Please check your connection and try again.",
    /** The guard's refusal (English from the server), given the role's name in the desk's language. */
    roleRefusal: refusalOf,
  },
};

export type DeskWords = typeof english;

/** What the buyer reads of a reply (in English, whatever the desk's language), and the history's line of it. */
export const replyMailWords = {
  /** The subject a reply starts with: the buyer's reference in brackets ties their answer to the enquiry. */
  subject: (product: string | undefined, reference: string) =>
    product ? `Re: your enquiry about ${product} [${reference}]` : `Re: your enquiry [${reference}]`,
  /** The subject of 'Reply by email', from the buyer's own mail program. */
  mailtoSubject: (product: string | undefined, receivedOn: string) =>
    product ? `Re: your enquiry about ${product}` : `Re: your enquiry of ${receivedOn}`,
  /** What {{company}} and {{product}} become when the buyer gave none. */
  noCompany: "your company",
  noProduct: "our products",
  history: (subject: string) => `Sent a reply: ${subject}`,
};

/** In the desk's language; the server's pushes and replies read English (domain/desk/desk-language.ts). */
export const deskWords: DeskWords = deskLanguage === "ar" ? (await import("./words.ar.ts")).arabic : english;

export const statusLabels = deskWords.statuses;

export const mailLabels = deskWords.mails;
