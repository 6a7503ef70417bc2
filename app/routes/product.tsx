import { findProduct } from "~/content/products";
import type { Route } from "./+types/product";

export default function ProductPage({ params }: Route.ComponentProps) {
  const product = findProduct(params.slug);
  if (!product)
    return (
      <main>
        <h1>Product Not Found</h1>
        <p>Please check the URL or go back to the products page.</p>
      </main>
    );
  return (
    <main>
      <h1>{product.name}</h1>
    </main>
  );
}
