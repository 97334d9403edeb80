// Placeholder until this screen is written.
export default function Screen() {
  return <p>Coming in this session.</p>;
}
