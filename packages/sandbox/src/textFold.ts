/** Text compared the way a shopper types it. */

/** Lower case, accents removed: "Mocasín" → "mocasin". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
