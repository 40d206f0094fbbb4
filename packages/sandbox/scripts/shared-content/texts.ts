/** The shared documents' texts in it, es, de and en (menus, ticker, FAQ, procedures, returns, pages, moods, lines). */
export type T = [it: string, es: string, de: string, en: string];

export const TICKER: T[] = [
  ['Fatto a mano nelle Marche', 'Hecho a mano en las Marcas', 'Handgemacht in den Marken', 'Handmade in the Marche'],
  [
    'Spedizione gratuita oltre 150 €',
    'Envío gratuito desde 150 €',
    'Kostenloser Versand ab 150 €',
    'Free shipping over €150',
  ],
  ['Pop fuori, soul dentro', 'Pop por fuera, soul por dentro', 'Außen Pop, innen Soul', 'Pop outside, soul inside'],
  [
    'Resi gratuiti entro 30 giorni',
    'Devoluciones gratis en 30 días',
    'Kostenlose Rücksendung innerhalb von 30 Tagen',
    'Free returns within 30 days',
  ],
  [
    'Nuova collezione: balla con noi',
    'Nueva colección: baila con nosotros',
    'Neue Kollektion: tanz mit uns',
    'New collection: dance with us',
  ],
];

export interface MenuSection {
  section: string;
  placement: 'shop' | 'discover' | 'about' | 'general' | 'footer';
  title: T;
  links: { to: string; label: T }[];
}

export const MENU: MenuSection[] = [
  {
    section: 'woman',
    placement: 'shop',
    title: ['Donna', 'Mujer', 'Damen', 'Woman'],
    links: [
      { to: '/shop/woman', label: ['Vedi tutto', 'Ver todo', 'Alle ansehen', 'View all'] },
      { to: '/shop/woman/sneakers', label: ['Sneakers', 'Zapatillas', 'Sneaker', 'Sneakers'] },
      { to: '/shop/woman/loafers', label: ['Mocassini', 'Mocasines', 'Loafer', 'Loafers'] },
      { to: '/shop/woman/boots', label: ['Stivaletti', 'Botines', 'Stiefeletten', 'Boots'] },
      { to: '/shop/woman/sandals', label: ['Sandali', 'Sandalias', 'Sandalen', 'Sandals'] },
      { to: '/shop/woman/mary-janes', label: ['Mary Jane', 'Merceditas', 'Mary Janes', 'Mary Janes'] },
    ],
  },
  {
    section: 'man',
    placement: 'shop',
    title: ['Uomo', 'Hombre', 'Herren', 'Man'],
    links: [
      { to: '/shop/man', label: ['Vedi tutto', 'Ver todo', 'Alle ansehen', 'View all'] },
      { to: '/shop/man/sneakers', label: ['Sneakers', 'Zapatillas', 'Sneaker', 'Sneakers'] },
      { to: '/shop/man/loafers', label: ['Mocassini', 'Mocasines', 'Loafer', 'Loafers'] },
      { to: '/shop/man/boots', label: ['Stivaletti', 'Botines', 'Stiefeletten', 'Boots'] },
    ],
  },
  {
    section: 'accessories',
    placement: 'shop',
    title: ['Accessori', 'Accesorios', 'Accessoires', 'Accessories'],
    links: [
      { to: '/shop/accessories/bags', label: ['Borse', 'Bolsos', 'Taschen', 'Bags'] },
      { to: '/shop/accessories/socks', label: ['Calzini', 'Calcetines', 'Socken', 'Socks'] },
    ],
  },
  {
    section: 'kid',
    placement: 'shop',
    title: ['Bambini', 'Niños', 'Kinder', 'Kid'],
    links: [
      { to: '/shop/kid/sneakers', label: ['Sneakers', 'Zapatillas', 'Sneaker', 'Sneakers'] },
      { to: '/shop/kid/sandals', label: ['Sandali', 'Sandalias', 'Sandalen', 'Sandals'] },
    ],
  },
  {
    section: 'special-edition',
    placement: 'shop',
    title: ['Edizioni speciali', 'Ediciones especiales', 'Sondereditionen', 'Special edition'],
    links: [
      {
        to: '/shop/special-edition/p01-future-city',
        label: ['P01 Future City', 'P01 Future City', 'P01 Future City', 'P01 Future City'],
      },
      {
        to: '/shop/special-edition/p02-bella-vita',
        label: ['P02 Bella Vita', 'P02 Bella Vita', 'P02 Bella Vita', 'P02 Bella Vita'],
      },
    ],
  },
  {
    section: 'lines',
    placement: 'shop',
    title: ['Linee', 'Líneas', 'Linien', 'Lines'],
    links: [
      { to: '/shop/line/sunny-side', label: ['Sunny Side', 'Sunny Side', 'Sunny Side', 'Sunny Side'] },
      { to: '/shop/line/dolce-vita', label: ['Dolce Vita', 'Dolce Vita', 'Dolce Vita', 'Dolce Vita'] },
      { to: '/shop/line/mambo', label: ['Mambo', 'Mambo', 'Mambo', 'Mambo'] },
      { to: '/shop/line/soul-train', label: ['Soul Train', 'Soul Train', 'Soul Train', 'Soul Train'] },
      { to: '/shop/line/vespa', label: ['Vespa', 'Vespa', 'Vespa', 'Vespa'] },
      { to: '/shop/line/riviera', label: ['Riviera', 'Riviera', 'Riviera', 'Riviera'] },
    ],
  },
  {
    section: 'campaign',
    placement: 'discover',
    title: ['Campagne', 'Campañas', 'Kampagnen', 'Campaigns'],
    links: [
      {
        to: '/discover/campaign/campaign-fw25',
        label: ['Autunno Inverno 25', 'Otoño Invierno 25', 'Herbst Winter 25', 'Fall Winter 25'],
      },
    ],
  },
  {
    section: 'mood',
    placement: 'discover',
    title: ['Mood', 'Mood', 'Moods', 'Moods'],
    links: [
      {
        to: '/discover/mood/sunday-groove',
        label: ['Sunday Groove', 'Sunday Groove', 'Sunday Groove', 'Sunday Groove'],
      },
      { to: '/discover/mood/neon-night', label: ['Notte al neon', 'Noche de neón', 'Neonnacht', 'Neon night'] },
      { to: '/discover/mood/piazza-pop', label: ['Piazza Pop', 'Piazza Pop', 'Piazza Pop', 'Piazza Pop'] },
    ],
  },
  {
    section: 'blog',
    placement: 'discover',
    title: ['Blog', 'Blog', 'Blog', 'Blog'],
    links: [
      { to: '/discover/blog', label: ['Tutti gli articoli', 'Todos los artículos', 'Alle Artikel', 'All stories'] },
      { to: '/discover/blog/collabs', label: ['Collab', 'Colaboraciones', 'Kollabs', 'Collabs'] },
      { to: '/discover/blog/events', label: ['Eventi', 'Eventos', 'Events', 'Events'] },
    ],
  },
  {
    section: 'pop',
    placement: 'about',
    title: ['Pop', 'Pop', 'Pop', 'Pop'],
    links: [
      { to: '/about-us', label: ['Chi siamo', 'Quiénes somos', 'Über uns', 'About us'] },
      { to: '/about-us/made-in-italy', label: ['Made in Italy', 'Made in Italy', 'Made in Italy', 'Made in Italy'] },
      { to: '/about-us/pop-soul', label: ['Pop soul', 'Pop soul', 'Pop Soul', 'Pop soul'] },
      {
        to: '/about-us/sustainability',
        label: ['Sostenibilità', 'Sostenibilidad', 'Nachhaltigkeit', 'Sustainability'],
      },
      { to: '/about-us/work-with-us', label: ['Lavora con noi', 'Trabaja con nosotros', 'Karriere', 'Work with us'] },
    ],
  },
  {
    section: 'account',
    placement: 'general',
    title: ['Account', 'Cuenta', 'Konto', 'Account'],
    links: [
      { to: '/other/signin', label: ['Accedi', 'Iniciar sesión', 'Anmelden', 'Sign in'] },
      { to: '/other/signup', label: ['Registrati', 'Regístrate', 'Registrieren', 'Sign up'] },
      { to: '/other/account/orders', label: ['I miei ordini', 'Mis pedidos', 'Meine Bestellungen', 'My orders'] },
    ],
  },
  {
    section: 'customer-care',
    placement: 'general',
    title: ['Servizio clienti', 'Atención al cliente', 'Kundenservice', 'Customer care'],
    links: [
      { to: '/other/customer-care/contact-us', label: ['Contattaci', 'Contacto', 'Kontakt', 'Contact us'] },
      { to: '/other/customer-care/faq', label: ['FAQ', 'Preguntas frecuentes', 'FAQ', 'FAQ'] },
      {
        to: '/other/customer-care/payment-methods',
        label: ['Metodi di pagamento', 'Métodos de pago', 'Zahlungsarten', 'Payment methods'],
      },
      {
        to: '/other/customer-care/shipments-and-returns',
        label: ['Spedizioni e resi', 'Envíos y devoluciones', 'Versand und Rücksendungen', 'Shipments and returns'],
      },
      { to: '/other/shoe-care', label: ['Cura delle scarpe', 'Cuidado del calzado', 'Schuhpflege', 'Shoe care'] },
    ],
  },
  {
    section: 'legal',
    placement: 'general',
    title: ['Note legali', 'Legal', 'Rechtliches', 'Legal'],
    links: [
      {
        to: '/other/legal/terms-and-conditions',
        label: ['Termini e condizioni', 'Términos y condiciones', 'AGB', 'Terms and conditions'],
      },
      {
        to: '/other/legal/privacy-policy',
        label: ['Privacy policy', 'Política de privacidad', 'Datenschutz', 'Privacy policy'],
      },
      {
        to: '/other/legal/cookie-policy',
        label: ['Cookie policy', 'Política de cookies', 'Cookie-Richtlinie', 'Cookie policy'],
      },
    ],
  },
];

export const SOCIAL = [
  { platform: 'instagram', url: 'https://www.instagram.com/passo.shoes' },
  { platform: 'tiktok', url: 'https://www.tiktok.com/@passo.shoes' },
  { platform: 'youtube', url: 'https://www.youtube.com/@passoshoes' },
];

export const FAQ: { key: string; chapter: T; items: { title: T; text: T }[] }[] = [
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
  {
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
  },
];

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
};

export const SEARCH_LINKS: { to: string; label: T }[] = [
  {
    to: '/shop/woman/new-collection',
    label: ['Nuova collezione donna', 'Nueva colección mujer', 'Neue Damenkollektion', 'New for her'],
  },
  {
    to: '/shop/man/new-collection',
    label: ['Nuova collezione uomo', 'Nueva colección hombre', 'Neue Herrenkollektion', 'New for him'],
  },
  { to: '/shop/woman/mary-janes', label: ['Mary Jane', 'Merceditas', 'Mary Janes', 'Mary Janes'] },
  { to: '/shop/woman/sale', label: ['Saldi', 'Rebajas', 'Sale', 'Sale'] },
  { to: '/shop/line/mambo', label: ['Linea Mambo', 'Línea Mambo', 'Linie Mambo', 'The Mambo line'] },
  { to: '/shop/accessories/socks', label: ['Calzini', 'Calcetines', 'Socken', 'Socks'] },
];

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

export const MOODS: { uid: string; title: T; subtitle: T; colour: string; category: string; kinds: string[] }[] = [
  {
    uid: 'sunday-groove',
    title: ['Sunday Groove', 'Sunday Groove', 'Sunday Groove', 'Sunday Groove'],
    subtitle: [
      'Mercatini, caffè lunghi e sneaker morbide.',
      'Mercadillos, cafés largos y zapatillas suaves.',
      'Flohmärkte, lange Kaffees und weiche Sneaker.',
      'Flea markets, long coffees and soft sneakers.',
    ],
    colour: 'yellow',
    category: 'woman/sneakers',
    kinds: ['sneaker', 'sock'],
  },
  {
    uid: 'neon-night',
    title: ['Notte al neon', 'Noche de neón', 'Neonnacht', 'Neon night'],
    subtitle: [
      'Mary Jane e stivaletti per ballare fino all’alba.',
      'Merceditas y botines para bailar hasta el amanecer.',
      'Mary Janes und Stiefeletten bis zum Morgengrauen.',
      'Mary Janes and boots for dancing till dawn.',
    ],
    colour: 'violet',
    category: 'woman/mary-janes',
    kinds: ['mary-jane', 'boot'],
  },
  {
    uid: 'piazza-pop',
    title: ['Piazza Pop', 'Piazza Pop', 'Piazza Pop', 'Piazza Pop'],
    subtitle: [
      'Mocassini e borse per l’aperitivo in piazza.',
      'Mocasines y bolsos para el aperitivo en la plaza.',
      'Loafer und Taschen für den Aperitivo auf der Piazza.',
      'Loafers and bags for an aperitivo in the square.',
    ],
    colour: 'paprika',
    category: 'man/loafers',
    kinds: ['loafer', 'bag'],
  },
];

/** Editorial copy for the shop's category pages, with the same windows as the catalogue's special categories. */
export const CATEGORY_PAGE_TEXT: Record<string, { title: T; text: T; colour: string }> = {
  'new-collection': {
    title: ['Nuova collezione', 'Nueva colección', 'Neue Kollektion', 'New collection'],
    text: [
      'I colori della stagione, appena usciti dal laboratorio.',
      'Los colores de la temporada, recién salidos del taller.',
      'Die Farben der Saison, frisch aus der Werkstatt.',
      'The season’s colours, fresh from the workshop.',
    ],
    colour: 'paprika',
  },
  'new-arrivals': {
    title: ['Nuovi arrivi', 'Novedades', 'Neuheiten', 'New arrivals'],
    text: [
      'Ogni settimana qualcosa di nuovo.',
      'Cada semana algo nuevo.',
      'Jede Woche etwas Neues.',
      'Something new every week.',
    ],
    colour: 'blue',
  },
  'black-friday': {
    title: ['Black Friday', 'Black Friday', 'Black Friday', 'Black Friday'],
    text: [
      'Il venerdì più pop dell’anno.',
      'El viernes más pop del año.',
      'Der poppigste Freitag des Jahres.',
      'The poppiest Friday of the year.',
    ],
    colour: 'violet',
  },
  sale: {
    title: ['Saldi', 'Rebajas', 'Sale', 'Sale'],
    text: [
      'Fino al 50 % sui modelli della stagione scorsa.',
      'Hasta el 50 % en modelos de la temporada pasada.',
      'Bis zu 50 % auf Modelle der letzten Saison.',
      'Up to 50% off last season’s styles.',
    ],
    colour: 'yellow',
  },
  'mid-season-sale': {
    title: ['Saldi di metà stagione', 'Rebajas de media temporada', 'Mid-Season Sale', 'Mid-season sale'],
    text: [
      'Presto: sconti a metà stagione.',
      'Pronto: rebajas de media temporada.',
      'Bald: Rabatte zur Saisonmitte.',
      'Coming soon: mid-season savings.',
    ],
    colour: 'green-aqua',
  },
  'iconic-pieces': {
    title: ['Pezzi iconici', 'Piezas icónicas', 'Ikonische Stücke', 'Iconic pieces'],
    text: [
      'I modelli che ci hanno fatto conoscere.',
      'Los modelos que nos dieron a conocer.',
      'Die Modelle, mit denen alles begann.',
      'The styles that made our name.',
    ],
    colour: 'blue',
  },
  must_have: {
    title: ['Must have', 'Imprescindibles', 'Must-haves', 'Must have'],
    text: [
      'Quelli che non possono mancare.',
      'Los que no pueden faltar.',
      'Die, die nicht fehlen dürfen.',
      'The ones you cannot miss.',
    ],
    colour: 'paprika',
  },
  xmas_promo: {
    title: ['Promo di Natale', 'Promo de Navidad', 'Weihnachtsaktion', 'Christmas promo'],
    text: ['Regali con i lacci.', 'Regalos con cordones.', 'Geschenke mit Schnürsenkeln.', 'Gifts with laces.'],
    colour: 'green-aqua',
  },
  serendipity: {
    title: ['Serendipità', 'Serendipia', 'Serendipity', 'Serendipity'],
    text: [
      'Scelti per caso, amati per sempre.',
      'Elegidos por casualidad, amados para siempre.',
      'Zufällig gefunden, für immer geliebt.',
      'Found by chance, loved for good.',
    ],
    colour: 'violet',
  },
};

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
