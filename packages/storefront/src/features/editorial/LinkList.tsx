import styled from 'styled-components';
import { vars } from '@passo/design-system/css';

const List = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 720px;
`;

// A plain anchor: EditorialPage, which this renders in, turns a click on it into a client-side navigation,
// as it does for links in content; next/link would add about 2 kB gzip to the page for the same move.
const Item = styled.a`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.md} ${vars.space.lg};
  border: 2px solid ${vars.color.black};
  border-radius: ${vars.radius.lg};
  color: inherit;
  font-family: ${vars.font.display};
  font-weight: ${vars.fontWeight.bold};
  font-size: ${vars.fontSize.lg};
  text-decoration: none;

  &::after {
    content: '→';
  }
  &:hover {
    background: ${vars.color.yellow};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 3px;
  }
`;

/** A list of pages, each one big link (legal pages, customer care). */
export function LinkList({ links }: { links: { href: string; title: string }[] }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.href}>
          <Item href={link.href}>{link.title}</Item>
        </li>
      ))}
    </List>
  );
}
