/** Each line's page: intro, description, details and its two colours. */
import type { T } from '../translation';

export const LINE_TEXTS: Record<
  string,
  { intro: T; description: T; detailsTitle: T; details: T; colours: [string, string] }
> = {
  'sunny-side': {
    intro: [
      'Scarpe per chi si sveglia cantando.',
      'Zapatos para quien se despierta cantando.',
      'Schuhe für alle, die singend aufwachen.',
      'Shoes for people who wake up singing.',
    ],
    description: [
      'Sunny Side è la nostra linea più leggera: tela, suole morbide e colori che sanno di colazione al bar.',
      'Sunny Side es nuestra línea más ligera: lona, suelas suaves y colores que saben a desayuno en el bar.',
      'Sunny Side ist unsere leichteste Linie: Canvas, weiche Sohlen und Farben wie ein Frühstück in der Bar.',
      'Sunny Side is our lightest line: canvas, soft soles and colours that taste of breakfast at the bar.',
    ],
    detailsTitle: ['Leggerezza', 'Ligereza', 'Leichtigkeit', 'Lightness'],
    details: [
      'Suola in gomma naturale da 240 g.',
      'Suela de caucho natural de 240 g.',
      'Sohle aus Naturkautschuk, 240 g.',
      'A 240 g natural rubber sole.',
    ],
    colours: ['yellow', 'paprika'],
  },
  'dolce-vita': {
    intro: ['Eleganza senza fretta.', 'Elegancia sin prisa.', 'Eleganz ohne Eile.', 'Elegance in no hurry.'],
    description: [
      'Dolce Vita prende i classici della calzoleria marchigiana e li porta a spasso in Vespa.',
      'Dolce Vita toma los clásicos de la zapatería de las Marcas y los saca a pasear en Vespa.',
      'Dolce Vita nimmt die Klassiker der Schuhmacherei aus den Marken und fährt mit ihnen Vespa.',
      'Dolce Vita takes the classics of Marche shoemaking for a ride on a Vespa.',
    ],
    detailsTitle: ['Cucitura Blake', 'Cosido Blake', 'Blake-Naht', 'Blake stitching'],
    details: [
      'Tomaia cucita a mano alla suola.',
      'Empeine cosido a mano a la suela.',
      'Schaft von Hand an die Sohle genäht.',
      'Upper hand-stitched to the sole.',
    ],
    colours: ['violet', 'blue'],
  },
  mambo: {
    intro: ['Fatte per ballare.', 'Hechos para bailar.', 'Zum Tanzen gemacht.', 'Made for dancing.'],
    description: [
      'Mambo ha tacchi bassi, punte tonde e una suola che gira sul parquet come un vinile.',
      'Mambo tiene tacones bajos, punteras redondas y una suela que gira en el parqué como un vinilo.',
      'Mambo hat flache Absätze, runde Spitzen und eine Sohle, die sich auf dem Parkett dreht wie eine Platte.',
      'Mambo has low heels, round toes and a sole that spins on the parquet like a record.',
    ],
    detailsTitle: ['Suola da ballo', 'Suela de baile', 'Tanzsohle', 'Dance sole'],
    details: [
      'Inserto in camoscio sotto l’avampiede.',
      'Inserto de ante bajo el antepié.',
      'Veloursleder-Einsatz unter dem Vorderfuß.',
      'A suede patch under the forefoot.',
    ],
    colours: ['paprika', 'violet'],
  },
  'soul-train': {
    intro: ['Un viaggio, un ritmo.', 'Un viaje, un ritmo.', 'Eine Reise, ein Rhythmus.', 'One journey, one beat.'],
    description: [
      'Soul Train è la linea da città: sneaker e stivaletti che reggono metro, pioggia e dopocena.',
      'Soul Train es la línea urbana: zapatillas y botines que aguantan metro, lluvia y sobremesa.',
      'Soul Train ist die Stadtlinie: Sneaker und Stiefeletten für U-Bahn, Regen und lange Abende.',
      'Soul Train is the city line: sneakers and boots that handle the metro, the rain and the late dinner.',
    ],
    detailsTitle: ['Fodera traspirante', 'Forro transpirable', 'Atmungsaktives Futter', 'Breathable lining'],
    details: [
      'Pelle conciata al vegetale.',
      'Piel curtida vegetal.',
      'Pflanzlich gegerbtes Leder.',
      'Vegetable-tanned leather.',
    ],
    colours: ['blue', 'green-aqua'],
  },
  vespa: {
    intro: ['Due ruote, due scarpe.', 'Dos ruedas, dos zapatos.', 'Zwei Räder, zwei Schuhe.', 'Two wheels, two shoes.'],
    description: [
      'Vespa nasce per chi guida: punta rinforzata, tallone morbido, colori da carrozzeria anni Sessanta.',
      'Vespa nace para quien conduce: puntera reforzada, talón suave y colores de carrocería de los sesenta.',
      'Vespa ist für alle am Lenker: verstärkte Spitze, weiche Ferse, Lackfarben der Sechziger.',
      'Vespa is made for riders: a reinforced toe, a soft heel and sixties bodywork colours.',
    ],
    detailsTitle: ['Punta rinforzata', 'Puntera reforzada', 'Verstärkte Spitze', 'Reinforced toe'],
    details: [
      'Protegge dal cambio marce.',
      'Protege del cambio de marchas.',
      'Schützt beim Schalten.',
      'Guards against the gear lever.',
    ],
    colours: ['green-aqua', 'yellow'],
  },
  riviera: {
    intro: ['Sale, sole, sandali.', 'Sal, sol, sandalias.', 'Salz, Sonne, Sandalen.', 'Salt, sun, sandals.'],
    description: [
      'Riviera è l’estate adriatica: sandali, mocassini sfoderati e tinte che non temono il sole.',
      'Riviera es el verano del Adriático: sandalias, mocasines sin forro y tintes que no temen al sol.',
      'Riviera ist der Adria-Sommer: Sandalen, ungefütterte Loafer und Farben, die die Sonne aushalten.',
      'Riviera is an Adriatic summer: sandals, unlined loafers and colours that do not fear the sun.',
    ],
    detailsTitle: ['Resistente al sale', 'Resistente a la sal', 'Salzwasserfest', 'Salt-proof'],
    details: [
      'Pelle trattata per l’acqua di mare.',
      'Piel tratada para el agua de mar.',
      'Leder für Meerwasser behandelt.',
      'Leather treated for sea water.',
    ],
    colours: ['blue', 'yellow'],
  },
};
