export default function NotFound() {
  return <p>NotFound</p>;
}
