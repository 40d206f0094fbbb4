/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { clientOnly } from './clientOnly';

it('a client-only component renders nothing on the server and does not load its code there', () => {
  const load = jest.fn(() => new Promise<() => null>(() => {}));
  const Lazy = clientOnly(load);
  expect(renderToString(<Lazy />)).toBe('');
  expect(load).not.toHaveBeenCalled();
});

it('a component that loads when visible marks its place on the server, so the first render in the browser matches', () => {
  const load = jest.fn(() => new Promise<() => null>(() => {}));
  const Lazy = clientOnly(load, { when: 'visible' });
  expect(renderToString(<Lazy />)).toBe('<span data-loads-when-visible=""></span>');
  expect(load).not.toHaveBeenCalled();
});
