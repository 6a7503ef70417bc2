import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:slug", "routes/product.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacyPolicy", "routes/privacy-policy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
