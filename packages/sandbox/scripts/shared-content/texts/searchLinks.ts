/** The search panel's suggested links. */
import type { T } from '../translation';

export const SEARCH_LINKS: { to: string; label: T }[] = [
  {
    to: '/shop/woman/new-collection',
    label: ['Nuova collezione donna', 'Nueva colección mujer', 'Neue Damenkollektion', 'New for her'],
  },
  {
    to: '/shop/man/new-collection',
    label: ['Nuova collezione uomo', 'Nueva colección hombre', 'Neue Herrenkollektion', 'New for him'],
  },
  { to: '/shop/woman/mary-janes', label: ['Mary Jane', 'Merceditas', 'Mary Janes', 'Mary Janes'] },
  { to: '/shop/woman/sale', label: ['Saldi', 'Rebajas', 'Sale', 'Sale'] },
  { to: '/shop/line/mambo', label: ['Linea Mambo', 'Línea Mambo', 'Linie Mambo', 'The Mambo line'] },
  { to: '/shop/accessories/socks', label: ['Calzini', 'Calcetines', 'Socken', 'Socks'] },
];
