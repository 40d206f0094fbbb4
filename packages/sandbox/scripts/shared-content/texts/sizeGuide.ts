import type { T } from '../translation';

/** The size guide: how to measure, the tabs and the foot-length column (the sizes come from the catalogue's size tables). */
/**
 * Fit notes: a product's (by its URI) or every product of a line's (by the line's uid). A product's own note
 * wins over its line's.
 */
export const FIT_NOTES: { product: string; note: T }[] = [
  {
    product: 'ciao-sneaker-blue',
    note: [
      'Veste piccola: prendi una taglia in più.',
      'Talla pequeña: elige una talla más.',
      'Fällt klein aus: nimm eine Größe größer.',
      'Runs small: take one size up.',
    ],
  },
  {
    product: 'mambo',
    note: [
      'Calzata comoda: se sei tra due taglie, scegli la più piccola.',
      'Horma amplia: si dudas entre dos tallas, elige la menor.',
      'Bequeme Passform: zwischen zwei Größen nimm die kleinere.',
      'Roomy fit: between two sizes, take the smaller one.',
    ],
  },
];

export const SIZE_GUIDE: { title: T; intro: T; woman: T; man: T; cm: T } = {
  title: ['Guida alle taglie', 'Guía de tallas', 'Größentabelle', 'Size guide'],
  intro: [
    'Misura il piede dal tallone alla punta dell’alluce, in piedi, a fine giornata: scegli la taglia della lunghezza uguale o appena superiore.',
    'Mide el pie del talón a la punta del dedo gordo, de pie y al final del día: elige la talla de la longitud igual o justo superior.',
    'Miss deinen Fuß im Stehen am Abend von der Ferse bis zur Spitze des großen Zehs: wähle die Größe mit der gleichen oder nächstgrößeren Länge.',
    'Measure your foot from heel to the tip of the big toe, standing, at the end of the day: pick the size of the same or the next longer length.',
  ],
  woman: ['Donna', 'Mujer', 'Damen', 'Woman'],
  man: ['Uomo', 'Hombre', 'Herren', 'Man'],
  cm: ['Lunghezza del piede (cm)', 'Longitud del pie (cm)', 'Fußlänge (cm)', 'Foot length (cm)'],
};

/** Foot length in cm of each EU size (the size guide's first column). */
export const FOOT_LENGTH_CM: Record<string, string> = {
  '35': '22.5',
  '36': '23',
  '37': '23.5',
  '38': '24.5',
  '39': '25',
  '40': '25.5',
  '41': '26.5',
  '42': '27',
  '43': '27.5',
  '44': '28.5',
  '45': '29',
  '46': '29.5',
};
