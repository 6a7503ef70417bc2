import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Every page but the bare NotFound page shares the navigation bar and footer.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("products", "routes/products.tsx"),
    route("products/:slug", "routes/product.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacyPolicy", "routes/privacy-policy.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
