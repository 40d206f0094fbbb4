/** Labels of the cookie banner and the cookie preferences. */
import type { T } from '../translation';

export const COOKIE_LABELS: Record<string, T> = {
  cookie_preferences: ['Preferenze cookie', 'Preferencias de cookies', 'Cookie-Einstellungen', 'Cookie preferences'],
  cookie_title: ['I cookie di Passo', 'Las cookies de Passo', 'Cookies bei Passo', 'Cookies on Passo'],
  cookie_text: [
    'Usiamo cookie tecnici, necessari al funzionamento del negozio (carrello, lingua e mercato). Con il tuo consenso usiamo anche cookie statistici, per contare le visite e capire come viene usato il negozio, e cookie di marketing, per misurare e personalizzare la pubblicità. Puoi cambiare la tua scelta in qualsiasi momento da “Preferenze cookie” in fondo a ogni pagina.',
    'Usamos cookies técnicas, necesarias para que la tienda funcione (carrito, idioma y mercado). Con tu consentimiento también usamos cookies estadísticas, para contar las visitas y ver cómo se usa la tienda, y cookies de marketing, para medir y personalizar la publicidad. Puedes cambiar tu elección en cualquier momento desde «Preferencias de cookies» al pie de cada página.',
    'Wir verwenden notwendige Cookies, damit der Shop funktioniert (Warenkorb, Sprache und Markt). Mit deiner Einwilligung verwenden wir auch Statistik-Cookies, um Besuche zu zählen und zu sehen, wie der Shop genutzt wird, und Marketing-Cookies, um Werbung zu messen und zu personalisieren. Du kannst deine Wahl jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
    'We use necessary cookies to run the shop (cart, language and market). With your consent we also use statistics cookies, to count visits and see how the shop is used, and marketing cookies, to measure and personalise advertising. You can change your choice at any time from “Cookie preferences” at the bottom of every page.',
  ],
  cookie_policy_link: [
    'Leggi la cookie policy',
    'Lee la política de cookies',
    'Cookie-Richtlinie lesen',
    'Read the cookie policy',
  ],
  cookie_accept_all: ['Accetta tutti', 'Aceptar todas', 'Alle akzeptieren', 'Accept all'],
  cookie_reject_all: ['Rifiuta tutti', 'Rechazar todas', 'Alle ablehnen', 'Reject all'],
  cookie_customise: ['Personalizza', 'Personalizar', 'Anpassen', 'Customise'],
  cookie_save: ['Salva le mie scelte', 'Guardar mis opciones', 'Auswahl speichern', 'Save my choices'],
  cookie_close: [
    'Chiudi senza accettare',
    'Cerrar sin aceptar',
    'Schließen ohne zu akzeptieren',
    'Close without accepting',
  ],
  cookie_categories: ['Categorie di cookie', 'Categorías de cookies', 'Cookie-Kategorien', 'Cookie categories'],
  cookie_necessary: [
    'Necessari (sempre attivi)',
    'Necesarias (siempre activas)',
    'Notwendig (immer aktiv)',
    'Necessary (always on)',
  ],
  cookie_necessary_text: [
    'Carrello, lingua e mercato, accesso e la tua scelta sui cookie: senza di essi il negozio non funziona.',
    'Carrito, idioma y mercado, inicio de sesión y tu elección sobre las cookies: sin ellas la tienda no funciona.',
    'Warenkorb, Sprache und Markt, Anmeldung und deine Cookie-Wahl: ohne sie funktioniert der Shop nicht.',
    'Cart, language and market, sign-in and your cookie choice: the shop cannot work without them.',
  ],
  cookie_statistics: ['Statistiche', 'Estadísticas', 'Statistik', 'Statistics'],
  cookie_statistics_text: [
    'Contano le visite e le pagine viste, per migliorare il negozio.',
    'Cuentan las visitas y las páginas vistas, para mejorar la tienda.',
    'Zählen Besuche und aufgerufene Seiten, um den Shop zu verbessern.',
    'Counting visits and pages seen, to improve the shop.',
  ],
  cookie_marketing: ['Marketing', 'Marketing', 'Marketing', 'Marketing'],
  cookie_marketing_text: [
    'Misurano e personalizzano la pubblicità su altri siti.',
    'Miden y personalizan la publicidad en otros sitios.',
    'Messen und personalisieren Werbung auf anderen Websites.',
    'Measuring and personalising advertising on other sites.',
  ],
};
