import type { T } from '../translation';

/** Editorial copy for the shop's category pages, with the same windows as the catalogue's special categories. */
export const CATEGORY_PAGE_TEXT: Record<string, { title: T; text: T; colour: string }> = {
  'new-collection': {
    title: ['Nuova collezione', 'Nueva colección', 'Neue Kollektion', 'New collection'],
    text: [
      'I colori della stagione, appena usciti dal laboratorio.',
      'Los colores de la temporada, recién salidos del taller.',
      'Die Farben der Saison, frisch aus der Werkstatt.',
      'The season’s colours, fresh from the workshop.',
    ],
    colour: 'paprika',
  },
  'new-arrivals': {
    title: ['Nuovi arrivi', 'Novedades', 'Neuheiten', 'New arrivals'],
    text: [
      'Ogni settimana qualcosa di nuovo.',
      'Cada semana algo nuevo.',
      'Jede Woche etwas Neues.',
      'Something new every week.',
    ],
    colour: 'blue',
  },
  'black-friday': {
    title: ['Black Friday', 'Black Friday', 'Black Friday', 'Black Friday'],
    text: [
      'Il venerdì più pop dell’anno.',
      'El viernes más pop del año.',
      'Der poppigste Freitag des Jahres.',
      'The poppiest Friday of the year.',
    ],
    colour: 'violet',
  },
  sale: {
    title: ['Saldi', 'Rebajas', 'Sale', 'Sale'],
    text: [
      'Fino al 50 % sui modelli della stagione scorsa.',
      'Hasta el 50 % en modelos de la temporada pasada.',
      'Bis zu 50 % auf Modelle der letzten Saison.',
      'Up to 50% off last season’s styles.',
    ],
    colour: 'yellow',
  },
  'mid-season-sale': {
    title: ['Saldi di metà stagione', 'Rebajas de media temporada', 'Mid-Season Sale', 'Mid-season sale'],
    text: [
      'Presto: sconti a metà stagione.',
      'Pronto: rebajas de media temporada.',
      'Bald: Rabatte zur Saisonmitte.',
      'Coming soon: mid-season savings.',
    ],
    colour: 'green-aqua',
  },
  'iconic-pieces': {
    title: ['Pezzi iconici', 'Piezas icónicas', 'Ikonische Stücke', 'Iconic pieces'],
    text: [
      'I modelli che ci hanno fatto conoscere.',
      'Los modelos que nos dieron a conocer.',
      'Die Modelle, mit denen alles begann.',
      'The styles that made our name.',
    ],
    colour: 'blue',
  },
  must_have: {
    title: ['Must have', 'Imprescindibles', 'Must-haves', 'Must have'],
    text: [
      'Quelli che non possono mancare.',
      'Los que no pueden faltar.',
      'Die, die nicht fehlen dürfen.',
      'The ones you cannot miss.',
    ],
    colour: 'paprika',
  },
  xmas_promo: {
    title: ['Promo di Natale', 'Promo de Navidad', 'Weihnachtsaktion', 'Christmas promo'],
    text: ['Regali con i lacci.', 'Regalos con cordones.', 'Geschenke mit Schnürsenkeln.', 'Gifts with laces.'],
    colour: 'green-aqua',
  },
  serendipity: {
    title: ['Serendipità', 'Serendipia', 'Serendipity', 'Serendipity'],
    text: [
      'Scelti per caso, amati per sempre.',
      'Elegidos por casualidad, amados para siempre.',
      'Zufällig gefunden, für immer geliebt.',
      'Found by chance, loved for good.',
    ],
    colour: 'violet',
  },
};
