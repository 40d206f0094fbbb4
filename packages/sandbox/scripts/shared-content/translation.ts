/** A text in it, es, de and en, in that order. */
export type T = [it: string, es: string, de: string, en: string];
