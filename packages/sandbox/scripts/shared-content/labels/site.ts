/** Labels of the newsletter, the footer, error and loading pages, editorial pages and the contact form. */
import type { T } from '../translation';

export const SITE_LABELS: Record<string, T> = {
  // Newsletter
  newsletter_title: ['Entra nel club Passo', 'Únete al club Passo', 'Komm in den Passo-Club', 'Join the Passo club'],
  newsletter_text: [
    'Anteprime, drop segreti e un po’ di soul nella tua casella.',
    'Adelantos, lanzamientos secretos y un poco de soul en tu bandeja.',
    'Vorschauen, geheime Drops und ein bisschen Soul in deinem Postfach.',
    'Previews, secret drops and a little soul in your inbox.',
  ],
  newsletter_email_placeholder: ['La tua email', 'Tu correo', 'Deine E-Mail', 'Your email'],
  newsletter_privacy: [
    'Ho letto e accetto la privacy policy',
    'He leído y acepto la política de privacidad',
    'Ich habe die Datenschutzerklärung gelesen und akzeptiere sie',
    'I have read and accept the privacy policy',
  ],
  opens_in_new_tab: [
    'si apre in una nuova scheda',
    'se abre en una pestaña nueva',
    'öffnet sich in einem neuen Tab',
    'opens in a new tab',
  ],
  newsletter_submit: ['Iscriviti', 'Suscribirme', 'Abonnieren', 'Subscribe'],
  newsletter_success: [
    'Benvenuto nel club! Controlla la tua email.',
    '¡Bienvenido al club! Revisa tu correo.',
    'Willkommen im Club! Schau in dein Postfach.',
    'Welcome to the club! Check your inbox.',
  ],
  newsletter_privacy_required: [
    'Accetta la privacy policy per iscriverti',
    'Acepta la política de privacidad para suscribirte',
    'Akzeptiere die Datenschutzerklärung, um dich anzumelden',
    'Accept the privacy policy to subscribe',
  ],
  newsletter_popup_later: ['Più tardi', 'Más tarde', 'Später', 'Later'],
  newsletter_popup_open: ['Mi iscrivo', 'Me apunto', 'Ich bin dabei', 'Sign me up'],

  // Footer
  footer_follow_us: ['Seguici', 'Síguenos', 'Folge uns', 'Follow us'],
  footer_contact_title: ['Parliamone', 'Hablemos', 'Lass uns reden', 'Let’s talk'],
  footer_contact_text: [
    'Scrivici: ti rispondiamo entro un giorno lavorativo.',
    'Escríbenos: te respondemos en un día laborable.',
    'Schreib uns: Wir antworten innerhalb eines Werktags.',
    'Write to us: we answer within one working day.',
  ],
  footer_contact_button: ['Contattaci', 'Contáctanos', 'Kontakt', 'Contact us'],
  footer_copyright: [
    '© $year Passo S.r.l. — P. IVA IT01234567890',
    '© $year Passo S.r.l. — NIF IT01234567890',
    '© $year Passo S.r.l. — USt-IdNr. IT01234567890',
    '© $year Passo S.r.l. — VAT IT01234567890',
  ],
  returns_portal: ['Portale resi', 'Portal de devoluciones', 'Rücksendeportal', 'Returns portal'],

  // Error pages and loading
  error_title: ['OOOOPS!!!', 'OOOOPS!!!', 'OOOOPS!!!', 'OOOOPS!!!'],
  error_subtitle: ['Qualcosa è successo...', 'Algo ha pasado...', 'Etwas ist passiert...', 'Something has happened...'],
  error_text: [
    'Prova a ricaricare la pagina oppure...',
    'Prueba a recargar la página o...',
    'Lade die Seite neu oder...',
    'Try again refreshing the page or...',
  ],
  error_button: ['Torna alla HomePage', 'Volver a la página de inicio', 'Zurück zur Startseite', 'Go back to HomePage'],
  error_go_home: ['Torna alla home', 'Volver al inicio', 'Zurück zur Startseite', 'Go back to home'],
  not_found: [
    'Questa pagina non è stata trovata',
    'No se ha encontrado esta página',
    'Diese Seite wurde nicht gefunden',
    'This page could not be found',
  ],
  loading: ['Caricamento...', 'Cargando...', 'Wird geladen...', 'Loading...'],
  offline: [
    'Sei offline: alcune funzioni non sono disponibili.',
    'Estás sin conexión: algunas funciones no están disponibles.',
    'Du bist offline: Einige Funktionen sind nicht verfügbar.',
    'You are offline: some features are unavailable.',
  ],

  // Editorial
  read_more: ['Leggi di più', 'Leer más', 'Weiterlesen', 'Read more'],
  discover_more: ['Scopri di più', 'Descubre más', 'Mehr entdecken', 'Discover more'],
  shop_now: ['Acquista ora', 'Comprar ahora', 'Jetzt shoppen', 'Shop now'],
  shop_the_line: ['Scopri la linea', 'Descubre la línea', 'Zur Linie', 'Shop the line'],
  blog_tag_all: ['Tutti', 'Todos', 'Alle', 'All'],
  blog_tag_collabs: ['Collab', 'Colaboraciones', 'Kollabs', 'Collabs'],
  blog_tag_events: ['Eventi', 'Eventos', 'Events', 'Events'],
  blog_tag_objects: ['Oggetti', 'Objetos', 'Objekte', 'Objects'],
  blog_tag_players: ['Protagonisti', 'Protagonistas', 'Menschen', 'Players'],
  faq_title: ['Domande frequenti', 'Preguntas frecuentes', 'Häufige Fragen', 'Frequently asked questions'],
  last_updated: ['Ultimo aggiornamento', 'Última actualización', 'Zuletzt aktualisiert', 'Last updated'],
  blog_filters: ['Argomenti del blog', 'Temas del blog', 'Blog-Themen', 'Blog topics'],
  carousel_pause: ['Pausa', 'Pausa', 'Pause', 'Pause'],
  carousel_play: ['Riproduci', 'Reproducir', 'Abspielen', 'Play'],
  carousel_previous: ['Immagine precedente', 'Imagen anterior', 'Vorheriges Bild', 'Previous slide'],
  carousel_next: ['Immagine successiva', 'Imagen siguiente', 'Nächstes Bild', 'Next slide'],

  // Contact form (customer care, contact-us)
  contact_us: ['Contattaci', 'Contáctanos', 'Kontakt', 'Contact us'],
  contact_name: ['Nome', 'Nombre', 'Name', 'Name'],
  contact_message: ['Messaggio', 'Mensaje', 'Nachricht', 'Message'],
  contact_attachment: ['Allegato', 'Archivo adjunto', 'Anhang', 'Attachment'],
  contact_choose_file: ['Scegli un file', 'Elige un archivo', 'Datei auswählen', 'Choose a file'],
  contact_attachment_hint: [
    'Immagini, pdf, doc o docx, fino a $max MB.',
    'Imágenes, pdf, doc o docx, hasta $max MB.',
    'Bilder, pdf, doc oder docx, bis $max MB.',
    'Images, pdf, doc or docx, up to $max MB.',
  ],
  contact_file_refused: [
    'Non accettato: $name. Scegli immagini, pdf, doc o docx.',
    'No aceptado: $name. Elige imágenes, pdf, doc o docx.',
    'Nicht angenommen: $name. Wähle Bilder, pdf, doc oder docx.',
    'Not accepted: $name. Choose images, pdf, doc or docx.',
  ],
  contact_remove_file: ['Rimuovi $name', 'Quitar $name', '$name entfernen', 'Remove $name'],
  contact_send: ['Invia', 'Enviar', 'Senden', 'Send'],
  contact_sent: [
    'Grazie: abbiamo ricevuto il tuo messaggio e ti risponderemo via email.',
    'Gracias: hemos recibido tu mensaje y te responderemos por correo.',
    'Danke: Wir haben deine Nachricht erhalten und antworten per E-Mail.',
    'Thank you: we have your message and will answer by email.',
  ],
  upload_too_large: [
    'Il file supera i $max MB.',
    'El archivo supera los $max MB.',
    'Die Datei ist größer als $max MB.',
    'The file is larger than $max MB.',
  ],
};
