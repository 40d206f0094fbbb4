/** The FAQ's chapters on shipments, payments, orders, returns and refunds, and caring for the shoes. */
import type { T } from '../translation';

/** A chapter of the FAQ: its key, its title and its questions with their answers. */
export interface FaqChapter {
  key: string;
  chapter: T;
  items: { title: T; text: T }[];
}

export const FAQ_SHOPPING: FaqChapter[] = [
  {
    key: 'shipments',
    chapter: ['Spedizioni', 'Envíos', 'Versand', 'Shipments'],
    items: [
      {
        title: ['Quanto tempo ci vuole?', '¿Cuánto tarda?', 'Wie lange dauert es?', 'How long does it take?'],
        text: [
          'In Italia 1–2 giorni lavorativi, in Europa 2–5. Ti mandiamo il tracking appena il pacco parte.',
          'En España 2–4 días laborables, en Europa 2–5. Te enviamos el seguimiento en cuanto sale el paquete.',
          'In Deutschland 2–4 Werktage, in Europa 2–5. Die Sendungsverfolgung bekommst du, sobald das Paket unterwegs ist.',
          'Italy 1–2 working days, Europe 2–5. We send you tracking as soon as the parcel leaves.',
        ],
      },
      {
        title: ['Quanto costa?', '¿Cuánto cuesta?', 'Was kostet der Versand?', 'How much does it cost?'],
        text: [
          'Standard 9 €, gratuita oltre 150 €. Express 19 €.',
          'Estándar 9 €, gratis a partir de 150 €. Exprés 19 €.',
          'Standard 9 €, ab 150 € kostenlos. Express 19 €.',
          'Standard €9, free over €150. Express €19.',
        ],
      },
    ],
  },
  {
    key: 'payments',
    chapter: ['Pagamenti', 'Pagos', 'Zahlungen', 'Payments'],
    items: [
      {
        title: ['Quando vengo addebitato?', '¿Cuándo se me cobra?', 'Wann wird abgebucht?', 'When am I charged?'],
        text: [
          'Al momento dell’ordine; se un articolo non è disponibile ti rimborsiamo subito.',
          'Al hacer el pedido; si un artículo no está disponible te lo reembolsamos enseguida.',
          'Bei der Bestellung; ist ein Artikel nicht verfügbar, erstatten wir sofort.',
          'When you order; if an item is unavailable we refund you straight away.',
        ],
      },
    ],
  },
  {
    key: 'orders',
    chapter: ['Ordini', 'Pedidos', 'Bestellungen', 'Orders'],
    items: [
      {
        title: [
          'Posso modificare un ordine?',
          '¿Puedo cambiar un pedido?',
          'Kann ich eine Bestellung ändern?',
          'Can I change an order?',
        ],
        text: [
          'Entro un’ora dall’acquisto: scrivici dalla pagina contatti con il numero d’ordine.',
          'Durante la primera hora: escríbenos desde la página de contacto con el número de pedido.',
          'Innerhalb einer Stunde: Schreib uns über das Kontaktformular mit der Bestellnummer.',
          'Within one hour: write to us from the contact page with your order number.',
        ],
      },
    ],
  },
  {
    key: 'returns_and_refunds',
    chapter: ['Resi e rimborsi', 'Devoluciones y reembolsos', 'Rücksendungen und Erstattungen', 'Returns and refunds'],
    items: [
      {
        title: [
          'Come faccio un reso?',
          '¿Cómo hago una devolución?',
          'Wie sende ich etwas zurück?',
          'How do I return something?',
        ],
        text: [
          'Hai 30 giorni: apri il portale resi, scegli gli articoli e stampa l’etichetta gratuita.',
          'Tienes 30 días: abre el portal de devoluciones, elige los artículos e imprime la etiqueta gratuita.',
          'Du hast 30 Tage: Öffne das Rücksendeportal, wähle die Artikel und drucke das kostenlose Etikett.',
          'You have 30 days: open the returns portal, choose the items and print the free label.',
        ],
      },
      {
        title: [
          'Quando ricevo il rimborso?',
          '¿Cuándo recibo el reembolso?',
          'Wann bekomme ich mein Geld?',
          'When do I get my refund?',
        ],
        text: [
          'Entro 5 giorni lavorativi dall’arrivo del pacco in magazzino, sullo stesso metodo di pagamento.',
          'En 5 días laborables desde que el paquete llega al almacén, en el mismo método de pago.',
          'Innerhalb von 5 Werktagen nach Eingang im Lager, auf dieselbe Zahlungsart.',
          'Within 5 working days of the parcel reaching our warehouse, to the same payment method.',
        ],
      },
    ],
  },
];

export const FAQ_CARE: FaqChapter = {
  key: 'caring',
  chapter: ['Cura delle scarpe', 'Cuidado del calzado', 'Schuhpflege', 'Caring for your shoes'],
  items: [
    {
      title: [
        'Come pulisco la pelle scamosciata?',
        '¿Cómo limpio el ante?',
        'Wie reinige ich Velours?',
        'How do I clean suede?',
      ],
      text: [
        'Con una spazzola morbida a secco, sempre nello stesso verso; niente acqua.',
        'Con un cepillo suave en seco, siempre en la misma dirección; sin agua.',
        'Trocken mit einer weichen Bürste, immer in eine Richtung; kein Wasser.',
        'With a soft dry brush, always in the same direction; no water.',
      ],
    },
  ],
};
