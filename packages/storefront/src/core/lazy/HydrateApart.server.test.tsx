/**
 * @jest-environment node
 */
import { HydrateApart } from './HydrateApart';
import { interactiveOnUse } from './interactiveOnUse';
import { serverHtml } from './testing';

function Heart({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

describe('content that hydrates apart, on the server', () => {
  it('renders inline between the boundary’s markers, even when code inside it loads on first use', async () => {
    // A card's heart: its code is not loaded yet when the server first renders the page.
    const LazyHeart = interactiveOnUse(async () => Heart);
    const cards = Array.from({ length: 40 }, (_, i) => (
      <li key={i}>
        <HydrateApart>
          <article>
            <h3>Card {i}</h3>
            <p>{'A card’s pictures, price and sizes. '.repeat(12)}</p>
            <LazyHeart label="Aggiungi ai preferiti" />
          </article>
        </HydrateApart>
      </li>
    ));
    const html = await serverHtml(<ul>{cards}</ul>);
    expect(html).toContain('<li><!--&--><article><h3>Card <!-- -->0</h3><p>');
    expect(html.match(/<button type="button">Aggiungi ai preferiti<\/button>/g)).toHaveLength(40);
    // Nothing hidden to be moved into place by a script (the CSP allows none inline).
    expect(html).not.toMatch(/<template|hidden id="S:|\$RC|<script/);
  });
});
