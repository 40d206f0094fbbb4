/**
 * What an online offer of a product must say besides its price: for footwear, the material of the upper,
 * the lining and sock, and the outer sole, in the four labelling categories (leather, coated leather,
 * textile, other); the manufacturer's name, postal and email address; the product's identifier; and its
 * safety notes where it has any. Derived from the product's kind, as a catalogue's product data would carry it.
 */
import type { Language } from './constants';

export const MATERIALS = ['leather', 'coated-leather', 'textile', 'other'] as const;
export type Material = (typeof MATERIALS)[number];

type Names = Record<Language, string>;

const MATERIAL_NAMES: Record<Material, Names> = {
  leather: { it: 'Pelle', es: 'Piel', de: 'Leder', en: 'Leather' },
  'coated-leather': { it: 'Pelle rivestita', es: 'Piel recubierta', de: 'Beschichtetes Leder', en: 'Coated leather' },
  textile: { it: 'Tessuto', es: 'Textil', de: 'Textil', en: 'Textile' },
  other: { it: 'Altri materiali', es: 'Otros materiales', de: 'Sonstiges Material', en: 'Other materials' },
};

/** The parts of a shoe whose material the label names. */
export interface FootwearMaterials {
  upper: Material;
  liningAndSock: Material;
  outerSole: Material;
}

const BY_KIND: Record<string, FootwearMaterials | null> = {
  sneaker: { upper: 'textile', liningAndSock: 'textile', outerSole: 'other' },
  loafer: { upper: 'leather', liningAndSock: 'leather', outerSole: 'leather' },
  boot: { upper: 'leather', liningAndSock: 'textile', outerSole: 'other' },
  sandal: { upper: 'coated-leather', liningAndSock: 'leather', outerSole: 'other' },
  'mary-jane': { upper: 'coated-leather', liningAndSock: 'leather', outerSole: 'other' },
  // Not footwear: the label's parts do not apply.
  bag: null,
  sock: null,
};

const SAFETY: Record<string, Names[]> = {
  boot: [
    {
      it: 'La suola può essere scivolosa su superfici bagnate o ghiacciate.',
      es: 'La suela puede resbalar en superficies mojadas o heladas.',
      de: 'Die Sohle kann auf nassen oder vereisten Flächen rutschig sein.',
      en: 'The sole can be slippery on wet or icy surfaces.',
    },
  ],
  sandal: [
    {
      it: 'Non adatto alla guida di veicoli.',
      es: 'No apto para conducir vehículos.',
      de: 'Nicht zum Führen von Fahrzeugen geeignet.',
      en: 'Not suitable for driving.',
    },
  ],
  kid: [
    {
      it: 'Controlla la misura ogni tre mesi: un piede che cresce ha bisogno di spazio.',
      es: 'Comprueba la talla cada tres meses: un pie que crece necesita espacio.',
      de: 'Prüfe die Größe alle drei Monate: ein wachsender Fuß braucht Platz.',
      en: 'Check the size every three months: a growing foot needs room.',
    },
  ],
};

/** The manufacturer every product of the shop names (the brand makes its own shoes). */
export const MANUFACTURER = {
  name: 'Passo S.r.l.',
  address: 'Via dei Calzaturieri 12, 62012 Civitanova Marche (MC), Italia',
  email: 'safety@passo.example',
} as const;

export interface ProductInfo {
  identifier: string;
  materials: FootwearMaterials | null;
  safety: Names[];
}

export function productInfo(kind: string, gender: string, sku: string): ProductInfo {
  return {
    identifier: sku,
    materials: BY_KIND[kind] ?? null,
    safety: [...(SAFETY[kind] ?? []), ...(gender === 'kid' ? (SAFETY.kid ?? []) : [])],
  };
}

/** The Product's `productInformation` in one language (API.md). */
export function localizedInfo(info: ProductInfo, lang: Language) {
  const material = (m: Material) => ({ material: m, name: MATERIAL_NAMES[m][lang] });
  return {
    identifier: info.identifier,
    materials: info.materials && {
      upper: material(info.materials.upper),
      liningAndSock: material(info.materials.liningAndSock),
      outerSole: material(info.materials.outerSole),
    },
    manufacturer: MANUFACTURER,
    safety: info.safety.map((note) => note[lang]),
  };
}
