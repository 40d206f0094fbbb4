/**
 * @jest-environment node
 */
import { interactiveOnUse } from './interactiveOnUse';
import { serverHtml } from './testing';

function Controls({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

describe('interactive controls whose code loads on first use, on the server', () => {
  it('render inline in the page’s HTML once their code is loaded, never streamed apart for an inline script to place', async () => {
    const Island = interactiveOnUse(async () => Controls);
    const html = await serverHtml(
      <main>
        <Island label="Aggiungi al carrello" />
      </main>,
    );
    expect(html).toContain(
      '<main><div style="display:contents" data-on-use="pending"><button type="button">Aggiungi al carrello</button></div></main>',
    );
    // No Suspense boundary: nothing hidden to be moved into place by a script (the CSP allows none inline).
    expect(html).not.toMatch(/<template|hidden id="S:|\$RC/);
  });
});
