/**
 * A seed product's texts: the materials it can be made of and its long and
 * short description in each language, written from its model, kind, line,
 * colour and material.
 */
import type { Language } from '../constants';
import { colourName, KIND_NAMES, LINES, type Colour, type Kind, type Names } from './attributes';

/** The kind with its article, for descriptions ("una sneaker", "ein Paar Socken"). */
const WITH_ARTICLE: Record<Kind, Names> = {
  sneaker: { it: 'una sneaker', es: 'una zapatilla', de: 'ein Sneaker', en: 'a sneaker' },
  loafer: { it: 'un mocassino', es: 'un mocasín', de: 'ein Loafer', en: 'a loafer' },
  boot: { it: 'uno stivaletto', es: 'un botín', de: 'eine Stiefelette', en: 'an ankle boot' },
  sandal: { it: 'un sandalo', es: 'una sandalia', de: 'eine Sandale', en: 'a sandal' },
  'mary-jane': { it: 'una Mary Jane', es: 'unas merceditas', de: 'ein Mary-Jane-Schuh', en: 'a Mary Jane' },
  bag: { it: 'una borsa', es: 'un bolso', de: 'eine Tasche', en: 'a bag' },
  sock: { it: 'un paio di calzini', es: 'un par de calcetines', de: 'ein Paar Socken', en: 'a pair of socks' },
};

export const MATERIALS: Record<Language, string>[] = [
  { it: 'pelle scamosciata', es: 'ante', de: 'Veloursleder', en: 'suede' },
  { it: 'nappa', es: 'napa', de: 'Nappaleder', en: 'nappa leather' },
  { it: 'tela di cotone', es: 'lona de algodón', de: 'Baumwoll-Canvas', en: 'cotton canvas' },
  { it: 'maglia riciclata', es: 'punto reciclado', de: 'recyceltem Strick', en: 'recycled knit' },
  { it: 'pelle spazzolata', es: 'piel cepillada', de: 'gebürstetem Leder', en: 'brushed leather' },
];

export const SOCK_MATERIALS: Record<Language, string>[] = [
  { it: 'cotone pettinato', es: 'algodón peinado', de: 'gekämmter Baumwolle', en: 'combed cotton' },
  { it: 'spugna di cotone', es: 'rizo de algodón', de: 'Baumwollfrottee', en: 'cotton terry' },
];

/** The second sentence of a description, by what the product is. */
const CLOSING: Record<'shoe' | 'bag' | 'sock', Names> = {
  shoe: {
    it: 'Fatto a mano nelle Marche, con una suola che tiene il ritmo dalla mattina alla pista da ballo. Pop fuori, soul dentro.',
    es: 'Hecho a mano en las Marcas, con una suela que sigue el ritmo desde la mañana hasta la pista de baile. Pop por fuera, soul por dentro.',
    de: 'Handgefertigt in den Marken, mit einer Sohle, die vom Morgen bis zur Tanzfläche den Takt hält. Außen Pop, innen Soul.',
    en: 'Handmade in the Marche, on a sole that keeps the beat from morning to the dance floor. Pop outside, soul inside.',
  },
  bag: {
    it: 'Cucita a mano nelle Marche, con spazio per telefono, chiavi e un vinile. Tracolla regolabile.',
    es: 'Cosido a mano en las Marcas, con sitio para el móvil, las llaves y un vinilo. Correa ajustable.',
    de: 'Handgenäht in den Marken, mit Platz für Handy, Schlüssel und eine Schallplatte. Verstellbarer Riemen.',
    en: 'Hand-sewn in the Marche, with room for a phone, keys and a record. Adjustable strap.',
  },
  sock: {
    it: 'Bordo a costine e tallone rinforzato: fatti per ballare, anche senza scarpe.',
    es: 'Puño acanalado y talón reforzado: hechos para bailar, incluso sin zapatos.',
    de: 'Rippbündchen und verstärkte Ferse: zum Tanzen gemacht, auch ohne Schuhe.',
    en: 'Ribbed cuff and reinforced heel: made for dancing, even without shoes.',
  },
};

export function describeProduct(
  model: string,
  kind: Kind,
  line: string | null,
  colour: Colour,
  material: Names,
): { long: Names; short: Names } {
  const lineName = LINES.find((l) => l.uid === line)?.name;
  const c = (l: Language) => colourName(colour, l).toLowerCase();
  const a = WITH_ARTICLE[kind];
  const close = CLOSING[kind === 'bag' ? 'bag' : kind === 'sock' ? 'sock' : 'shoe'];
  const long: Names = {
    it: `${model} è ${a.it} in ${material.it} color ${c('it')}${lineName ? `, dalla linea ${lineName}` : ''}. ${close.it}`,
    es: `${model} es ${a.es} de ${material.es} en color ${c('es')}${lineName ? `, de la línea ${lineName}` : ''}. ${close.es}`,
    de: `${model} ist ${a.de} aus ${material.de} in ${colourName(colour, 'de')}${lineName ? ` aus der Linie ${lineName}` : ''}. ${close.de}`,
    en: `${model} is ${a.en} in ${c('en')} ${material.en}${lineName ? ` from the ${lineName} line` : ''}. ${close.en}`,
  };
  const short: Names = {
    it: `${KIND_NAMES[kind].it} in ${material.it}, ${c('it')}.`,
    es: `${KIND_NAMES[kind].es} de ${material.es}, ${c('es')}.`,
    de: `${KIND_NAMES[kind].de} aus ${material.de}, ${colourName(colour, 'de')}.`,
    en: `${KIND_NAMES[kind].en} in ${c('en')} ${material.en}.`,
  };
  return { long, short };
}
