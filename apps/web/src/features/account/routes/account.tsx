// Placeholder until this screen is written (issue 3).
export default function Placeholder() {
  return <p>Em construção.</p>;
}
