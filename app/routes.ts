import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { buildLang } from "#domain/i18n.ts";

// The desk is English's build only (the server serves its shell in each person's desk language): the other
// languages' builds leave it out, and with it its entries in the route manifest. The sign-in pages are in every
// language's build.
const english = buildLang() === "en";

export default [
  // Every page but the bare NotFound page shares the navigation bar and footer.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("products", "routes/products.tsx"),
    route("products/:slug", "routes/product.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacyPolicy", "routes/privacy-policy.tsx"),
    route("sign-in", "desk/sign-in/route.tsx"),
    route("sign-in/invitation", "desk/sign-in/invitation-route.tsx"),
    route("sign-in/setup", "desk/sign-in/setup-route.tsx"),
  ]),
  // The owner's desk: rendered in the browser from its own API, never pre-rendered (the server sends
  // __spa-fallback.html, and only with a session).
  ...(english
    ? [
        layout("desk/layout.tsx", [
          route("desk", "desk/inbox/route.tsx", { id: "desk-inbox" }),
          route("desk/spam", "desk/inbox/route.tsx", { id: "desk-spam" }),
          route("desk/enquiries/:id", "desk/enquiry/route.tsx"),
          route("desk/overview", "desk/overview/route.tsx"),
          route("desk/orders", "desk/orders/route.tsx"),
          route("desk/orders/new", "desk/orders/new-order/route.tsx"),
          route("desk/orders/:id", "desk/orders/order/route.tsx"),
          route("desk/visitors", "desk/visitors/route.tsx"),
          route("desk/templates", "desk/templates/route.tsx"),
          route("desk/mail-to-check", "desk/mail-to-check/route.tsx"),
          route("desk/security", "desk/security/route.tsx"),
          route("desk/team", "desk/team/route.tsx"),
          route("desk/site", "desk/site/route.tsx"),
          route("desk/visitors/campaigns", "desk/visitors/campaigns/route.tsx"),
          route("desk/activity", "desk/activity/route.tsx"),
        ]),
      ]
    : []),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
