import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateApart } from './HydrateApart';

const hydrated: string[] = [];

function Card({ name }: { name: string }) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return (
    <button type="button" aria-pressed={pressed} onClick={() => setPressed(true)}>
      {name}
    </button>
  );
}

function Grid({ marker }: { marker: () => void }) {
  useEffect(marker, [marker]);
  return (
    <ul>
      <li>
        <Card name="first" />
      </li>
      {['second', 'third'].map((name) => (
        <li key={name}>
          <HydrateApart>
            <Card name={name} />
          </HydrateApart>
        </li>
      ))}
    </ul>
  );
}

/** The page as the browser gets it: the server's HTML, then the page's code hydrating it. */
function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Grid marker={() => {}} />);
  document.body.append(container);
  return container;
}

beforeEach(() => {
  hydrated.length = 0;
  document.body.innerHTML = '';
});

describe('content that hydrates apart', () => {
  it('hydrates after the page’s own hydration has committed, keeping the server’s elements', async () => {
    const container = serverPage();
    const serverButton = screen.getByRole('button', { name: 'third' });
    let atPageCommit: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Grid marker={() => void (atPageCommit = [...hydrated])} />);
    });
    // The page committed with its first card hydrated and the others not yet.
    expect(atPageCommit).toEqual(['first']);
    // Then the rest, in place: the same elements the server sent.
    expect(hydrated).toEqual(['first', 'second', 'third']);
    expect(screen.getByRole('button', { name: 'third' })).toBe(serverButton);
  });

  it('handles a press that comes before it has hydrated', async () => {
    const container = serverPage();
    const third = screen.getByRole('button', { name: 'third' });
    // As in the browser: the page's code hydrates on the scheduler's own tasks, and the press comes first.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      hydrateRoot(container, <Grid marker={() => {}} />);
      expect(hydrated).toEqual([]);
      fireEvent.click(third);
      await waitFor(() => expect(third).toHaveAttribute('aria-pressed', 'true'));
      await waitFor(() => expect(hydrated).toHaveLength(3));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
