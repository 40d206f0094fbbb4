/** The labels the specification names, with its literal texts. */
import type { T } from '../translation';

export const SPEC_LABELS: Record<string, T> = {
  // The labels the specification names, with its literal texts
  newsletter_not_all_fields_fill_out: [
    'Inserisci un indirizzo email valido e accetta la privacy policy.',
    'Introduce un correo electrónico válido y acepta la política de privacidad.',
    'Bitte gib eine gültige E-Mail-Adresse ein und akzeptiere die Datenschutzerklärung.',
    'Please enter a valid email address and accept the privacy policy.',
  ],
  server_generic_error: [
    'Qualcosa è andato storto. Riprova tra poco.',
    'Algo ha salido mal. Inténtalo de nuevo en un momento.',
    'Etwas ist schiefgelaufen. Bitte versuche es gleich noch einmal.',
    'Something went wrong. Please try again in a moment.',
  ],
  empty_cart: ['Il tuo carrello è vuoto.', 'Tu carrito está vacío.', 'Dein Warenkorb ist leer.', 'Your cart is empty.'],
  shipping_not_available: [
    'Spedizione non disponibile',
    'Envío no disponible',
    'Versand nicht verfügbar',
    'Shipping not available',
  ],
  we_do_not_ship_to_your_country: [
    'Ci dispiace, al momento non spediamo in $your_country. Puoi comunque esplorare il nostro mondo.',
    'Lo sentimos, por ahora no enviamos a $your_country. Puedes seguir explorando nuestro mundo.',
    'Leider liefern wir derzeit nicht nach $your_country. Du kannst unsere Welt trotzdem entdecken.',
    'Sorry, we do not ship to $your_country yet. You can still explore our world.',
  ],
  country_unavailable_title: ['Oops...', 'Oops...', 'Oops...', 'Oops...'],
  voucher_invalid: [
    'Il voucher inserito non è valido.',
    'El código introducido no es válido.',
    'Der eingegebene Gutschein ist ungültig.',
    'The voucher you entered is not valid.',
  ],
};
