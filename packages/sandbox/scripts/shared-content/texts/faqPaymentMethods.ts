/** The FAQ's chapters on each payment method. */
import type { FaqChapter } from './faqShopping';

export const FAQ_PAYMENT_METHODS: FaqChapter[] = [
  {
    key: 'credit_card',
    chapter: ['Carta di credito', 'Tarjeta de crédito', 'Kreditkarte', 'Credit card'],
    items: [
      {
        title: [
          'Quali carte accettate?',
          '¿Qué tarjetas aceptáis?',
          'Welche Karten akzeptiert ihr?',
          'Which cards do you accept?',
        ],
        text: [
          'Visa, Mastercard, American Express e Maestro, con 3-D Secure.',
          'Visa, Mastercard, American Express y Maestro, con 3-D Secure.',
          'Visa, Mastercard, American Express und Maestro, mit 3-D Secure.',
          'Visa, Mastercard, American Express and Maestro, with 3-D Secure.',
        ],
      },
    ],
  },
  {
    key: 'visa_mastercard',
    chapter: ['Visa e Mastercard', 'Visa y Mastercard', 'Visa und Mastercard', 'Visa and Mastercard'],
    items: [
      {
        title: ['Il pagamento è sicuro?', '¿Es seguro el pago?', 'Ist die Zahlung sicher?', 'Is paying safe?'],
        text: [
          'Sì: i dati della carta vanno direttamente al circuito e non li conserviamo mai.',
          'Sí: los datos de la tarjeta van directamente al emisor y nunca los guardamos.',
          'Ja: Die Kartendaten gehen direkt an den Zahlungsdienst, wir speichern sie nie.',
          'Yes: card details go straight to the card network and we never store them.',
        ],
      },
    ],
  },
  {
    key: 'wallet',
    chapter: ['Wallet digitali', 'Monederos digitales', 'Digitale Wallets', 'Digital wallets'],
    items: [
      {
        title: [
          'Posso pagare con il telefono?',
          '¿Puedo pagar con el móvil?',
          'Kann ich mit dem Handy zahlen?',
          'Can I pay with my phone?',
        ],
        text: [
          'Sì, con Apple Pay e Google Pay sui dispositivi compatibili.',
          'Sí, con Apple Pay y Google Pay en dispositivos compatibles.',
          'Ja, mit Apple Pay und Google Pay auf kompatiblen Geräten.',
          'Yes, with Apple Pay and Google Pay on supported devices.',
        ],
      },
    ],
  },
  {
    key: 'paypal_apple_google',
    chapter: [
      'PayPal, Apple Pay, Google Pay',
      'PayPal, Apple Pay, Google Pay',
      'PayPal, Apple Pay, Google Pay',
      'PayPal, Apple Pay, Google Pay',
    ],
    items: [
      {
        title: ['Come funziona PayPal?', '¿Cómo funciona PayPal?', 'Wie funktioniert PayPal?', 'How does PayPal work?'],
        text: [
          'Scegli PayPal alla cassa, accedi e conferma: torni da noi a ordine fatto.',
          'Elige PayPal al pagar, inicia sesión y confirma: vuelves aquí con el pedido hecho.',
          'Wähle PayPal an der Kasse, melde dich an und bestätige: Danach bist du wieder bei uns.',
          'Choose PayPal at checkout, sign in and confirm: you come back to us with the order placed.',
        ],
      },
    ],
  },
  {
    key: 'online_banking',
    chapter: ['Bonifico online', 'Banca online', 'Online-Banking', 'Online banking'],
    items: [
      {
        title: [
          'Posso pagare con bonifico?',
          '¿Puedo pagar por transferencia?',
          'Kann ich per Überweisung zahlen?',
          'Can I pay by bank transfer?',
        ],
        text: [
          'Sì, con i bonifici istantanei delle principali banche europee.',
          'Sí, con transferencias inmediatas de los principales bancos europeos.',
          'Ja, per Sofortüberweisung der großen europäischen Banken.',
          'Yes, with instant transfers from the main European banks.',
        ],
      },
    ],
  },
  {
    key: 'sofort',
    chapter: ['Sofort', 'Sofort', 'Sofort', 'Sofort'],
    items: [
      {
        title: [
          'Dove è disponibile Sofort?',
          '¿Dónde está disponible Sofort?',
          'Wo gibt es Sofort?',
          'Where is Sofort available?',
        ],
        text: [
          'In Germania, Austria, Belgio e Paesi Bassi.',
          'En Alemania, Austria, Bélgica y Países Bajos.',
          'In Deutschland, Österreich, Belgien und den Niederlanden.',
          'In Germany, Austria, Belgium and the Netherlands.',
        ],
      },
    ],
  },
  {
    key: 'open_invoice',
    chapter: ['Fattura', 'Factura', 'Kauf auf Rechnung', 'Open invoice'],
    items: [
      {
        title: ['Posso pagare dopo?', '¿Puedo pagar después?', 'Kann ich später zahlen?', 'Can I pay later?'],
        text: [
          'Sì: ricevi le scarpe e paghi entro 30 giorni.',
          'Sí: recibes los zapatos y pagas en 30 días.',
          'Ja: Du bekommst die Schuhe und zahlst innerhalb von 30 Tagen.',
          'Yes: you receive your shoes and pay within 30 days.',
        ],
      },
    ],
  },
  {
    key: 'klarna',
    chapter: ['Klarna', 'Klarna', 'Klarna', 'Klarna'],
    items: [
      {
        title: [
          'Come funzionano le 3 rate?',
          '¿Cómo funcionan los 3 plazos?',
          'Wie funktionieren 3 Raten?',
          'How do the 3 instalments work?',
        ],
        text: [
          'Paghi un terzo oggi e il resto in due rate mensili, senza interessi.',
          'Pagas un tercio hoy y el resto en dos cuotas mensuales, sin intereses.',
          'Du zahlst heute ein Drittel und den Rest in zwei Monatsraten, zinsfrei.',
          'You pay a third today and the rest in two monthly instalments, interest-free.',
        ],
      },
    ],
  },
];
