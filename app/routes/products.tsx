export default function Page() {
  return (
    <main>
      <h1>products</h1>
    </main>
  );
}
