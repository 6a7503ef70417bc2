export default function Page() {
  return (
    <main>
      <h1>privacy-policy</h1>
    </main>
  );
}
