/** Labels of the newsletter's forms, the market switch, the offline notice and stock alerts. */
import type { T } from '../translation';

export const NOTICE_LABELS: Record<string, T> = {
  // Newsletter, market switch, offline and stock alerts
  cart_lines_dropped: [
    'Alcuni prodotti non sono in vendita in questo paese e sono usciti dal carrello: $names.',
    'Algunos productos no se venden en este país y salieron de tu carrito: $names.',
    'Einige Produkte gibt es in diesem Land nicht; sie wurden aus dem Warenkorb entfernt: $names.',
    'Some products are not sold in this country and left your cart: $names.',
  ],
  change_country_submit: ['Cambia', 'Cambiar', 'Ändern', 'Change'],
  market_change_confirm: ['Cambia', 'Cambiar', 'Wechseln', 'Switch'],
  market_change_currency: [
    'I prezzi saranno in $currency.',
    'Los precios estarán en $currency.',
    'Die Preise sind dann in $currency.',
    'Prices will be in $currency.',
  ],
  market_change_dropped: [
    'Questi prodotti non sono in vendita in $country e usciranno dal carrello:',
    'Estos productos no se venden en $country y saldrán de tu carrito:',
    'Diese Produkte gibt es in $country nicht; sie werden aus dem Warenkorb entfernt:',
    'These products are not sold in $country and will leave your cart:',
  ],
  market_change_title: ['Prima di cambiare', 'Antes de cambiar', 'Bevor du wechselst', 'Before you switch'],
  market_change_total: [
    'Il totale del carrello diventa $total.',
    'El total de tu carrito pasa a $total.',
    'Dein Warenkorb kostet dann $total.',
    'Your cart total becomes $total.',
  ],
  newsletter_email_label: ['Email', 'Email', 'E-Mail', 'Email'],
  offline_cart: [
    'Sei offline: il carrello non può cambiare finché la connessione non torna.',
    'Estás sin conexión: tu carrito no puede cambiar hasta que vuelva la conexión.',
    'Du bist offline: Dein Warenkorb kann sich erst ändern, wenn die Verbindung zurück ist.',
    'You are offline: your cart cannot change until the connection is back.',
  ],
  offline_retry: ['Riprova', 'Reintentar', 'Erneut versuchen', 'Try again'],
  cart_unavailable: [
    'Il carrello non è raggiungibile in questo momento. Riprova tra poco.',
    'No podemos acceder al carrito en este momento. Inténtalo de nuevo en un momento.',
    'Der Warenkorb ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    'The cart cannot be reached right now. Please try again in a moment.',
  ],
  offline_text: [
    'Questa pagina non è disponibile senza connessione. Controlla la connessione e riprova.',
    'Esta página no está disponible sin conexión. Comprueba tu conexión e inténtalo de nuevo.',
    'Diese Seite ist ohne Verbindung nicht verfügbar. Prüfe deine Verbindung und versuche es erneut.',
    'This page is not available without a connection. Check your connection and try again.',
  ],
  offline_title: ['Sei offline', 'Estás sin conexión', 'Du bist offline', 'You are offline'],
  favourite_add: ['Aggiungi ai preferiti', 'Añadir a favoritos', 'Zu den Favoriten hinzufügen', 'Add to favourites'],
  favourite_remove: [
    'Rimuovi dai preferiti',
    'Quitar de favoritos',
    'Aus den Favoriten entfernen',
    'Remove from favourites',
  ],
  favourites_title: ['Preferiti', 'Favoritos', 'Favoriten', 'Favourites'],
  favourites_empty: [
    'Non hai ancora preferiti. Tocca il cuore di un prodotto per ritrovarlo qui.',
    'Todavía no tienes favoritos. Toca el corazón de un producto para encontrarlo aquí.',
    'Du hast noch keine Favoriten. Tippe auf das Herz eines Produkts, um es hier wiederzufinden.',
    'You have no favourites yet. Tap the heart on a product to find it here.',
  ],
  in_stock: ['Disponibile', 'Disponible', 'Verfügbar', 'In stock'],
  some_sizes_sold_out: [
    'Alcune taglie esaurite',
    'Algunas tallas agotadas',
    'Einige Größen ausverkauft',
    'Some sizes sold out',
  ],
  recently_viewed: ['Visti di recente', 'Vistos recientemente', 'Zuletzt angesehen', 'Recently viewed'],
  stock_alert_open: [
    'Avvisami quando torna la mia taglia',
    'Avísame cuando vuelva mi talla',
    'Benachrichtige mich, wenn meine Größe zurück ist',
    'Tell me when my size is back',
  ],
  stock_alert_submit: ['Avvisami', 'Avísame', 'Benachrichtigen', 'Notify me'],
  stock_alert_text: [
    'La taglia $size è esaurita. Lascia la tua email e ti scriveremo quando torna.',
    'La talla $size está agotada. Déjanos tu email y te escribiremos cuando vuelva.',
    'Größe $size ist ausverkauft. Hinterlasse deine E-Mail und wir schreiben dir, sobald sie wieder da ist.',
    'Size $size is sold out. Leave your email and we will write when it is back.',
  ],
};
