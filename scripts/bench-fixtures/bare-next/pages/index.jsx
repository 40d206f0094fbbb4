/**
 * The bench's floor (`npm run bench:pages`): the smallest server-rendered
 * Next pages-router page, with the shop's next, react and react-dom (the
 * root node_modules) and Next's own _app and _document.
 */
export default function Hello() {
  return <h1>hello</h1>;
}

/** Rendered on every request, as the shop's pages are. */
export function getServerSideProps() {
  return { props: {} };
}
