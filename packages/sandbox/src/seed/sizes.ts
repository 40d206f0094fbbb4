/** The size tables of the seed: EU sizes with their US and UK equivalents, per kind of wearer or product. */
export interface SizeRow {
  size: string;
  eu: string;
  us: string;
  uk: string;
}
const table = (sizes: string[], us: string[], uk: string[]): SizeRow[] =>
  sizes.map((size, i) => ({ size, eu: size, us: us[i] ?? '', uk: uk[i] ?? '' }));
export const SIZE_TABLES: Record<'woman' | 'man' | 'kid' | 'bag' | 'sock', SizeRow[]> = {
  woman: table(
    ['35', '36', '37', '38', '39', '40', '41'],
    ['5', '6', '6.5', '7.5', '8.5', '9', '10'],
    ['2.5', '3', '4', '5', '6', '6.5', '7.5'],
  ),
  man: table(
    ['39', '40', '41', '42', '43', '44', '45', '46'],
    ['6.5', '7', '8', '9', '10', '10.5', '11.5', '12'],
    ['6', '6.5', '7.5', '8', '9', '9.5', '10.5', '11'],
  ),
  kid: table(
    ['28', '29', '30', '31', '32', '33', '34', '35'],
    ['11', '12', '12.5', '13.5', '1', '2', '2.5', '3.5'],
    ['10', '11', '11.5', '12.5', '13', '1', '1.5', '2.5'],
  ),
  bag: [{ size: 'U', eu: 'U', us: 'One size', uk: 'One size' }],
  sock: [
    { size: 'S', eu: '35-38', us: '5-7.5', uk: '2.5-5' },
    { size: 'M', eu: '39-42', us: '8-10.5', uk: '5.5-8' },
    { size: 'L', eu: '43-46', us: '11-13', uk: '8.5-11' },
  ],
};
