/** The website menu: its sections and links, and the social links. */
import type { T } from '../translation';

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
      {
        to: '/other/legal/accessibility-statement',
        label: [
          'Dichiarazione di accessibilità',
          'Declaración de accesibilidad',
          'Barrierefreiheit',
          'Accessibility statement',
        ],
      },
    ],
  },
];

export const SOCIAL = [
  { platform: 'instagram', url: 'https://www.instagram.com/passo.shoes' },
  { platform: 'tiktok', url: 'https://www.tiktok.com/@passo.shoes' },
  { platform: 'youtube', url: 'https://www.youtube.com/@passoshoes' },
];
