/** The customer care procedures and the returns page. */
import type { T } from '../translation';

export const PROCEDURES: { key: string; title: T; text: T }[] = [
  {
    key: 'order',
    title: ['Come ordinare', 'Cómo comprar', 'So bestellst du', 'How to order'],
    text: [
      'Scegli il modello e la taglia, aggiungi al carrello e vai alla cassa. Ricevi subito una email di conferma.',
      'Elige el modelo y la talla, añádelo al carrito y ve a pagar. Recibirás enseguida un correo de confirmación.',
      'Wähle Modell und Größe, lege es in den Warenkorb und geh zur Kasse. Die Bestätigung kommt sofort per E-Mail.',
      'Choose the model and size, add it to the cart and go to checkout. A confirmation email arrives right away.',
    ],
  },
  {
    key: 'return',
    title: ['Come fare un reso', 'Cómo devolver', 'So funktioniert die Rücksendung', 'How to return'],
    text: [
      'Dal tuo account o dal portale resi: scegli gli articoli, stampa l’etichetta e consegna il pacco.',
      'Desde tu cuenta o el portal de devoluciones: elige los artículos, imprime la etiqueta y entrega el paquete.',
      'Über dein Konto oder das Rücksendeportal: Artikel wählen, Etikett drucken, Paket abgeben.',
      'From your account or the returns portal: choose the items, print the label and drop off the parcel.',
    ],
  },
  {
    key: 'contact',
    title: ['Come contattarci', 'Cómo contactarnos', 'So erreichst du uns', 'How to reach us'],
    text: [
      'Scrivici a ciao@passo.example o usa il modulo contatti, dal lunedì al venerdì 9–18.',
      'Escríbenos a ciao@passo.example o usa el formulario, de lunes a viernes de 9 a 18.',
      'Schreib an ciao@passo.example oder nutze das Formular, Montag bis Freitag 9–18 Uhr.',
      'Write to ciao@passo.example or use the contact form, Monday to Friday 9–18.',
    ],
  },
];

export const RETURNS = {
  title: ['Resi facili', 'Devoluciones fáciles', 'Einfache Rücksendungen', 'Easy returns'] as T,
  text: [
    'Hai 30 giorni per cambiare idea. Il reso è gratuito da tutta l’Unione europea.',
    'Tienes 30 días para cambiar de opinión. La devolución es gratuita desde toda la Unión Europea.',
    'Du hast 30 Tage Zeit. Die Rücksendung ist aus der ganzen EU kostenlos.',
    'You have 30 days to change your mind. Returns are free from anywhere in the European Union.',
  ] as T,
  label: [
    'Vai al portale resi',
    'Ir al portal de devoluciones',
    'Zum Rücksendeportal',
    'Go to the returns portal',
  ] as T,
  url: 'https://returns.passo.example/',
  /** The shop's return and delivery terms as numbers (the product pages' structured data reads them). */
  terms: { return_days: 30, free_returns: true, handling_days: 1, delivery_days_min: 2, delivery_days_max: 6 },
};
