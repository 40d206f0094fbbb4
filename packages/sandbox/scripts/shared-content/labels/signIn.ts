/** Labels of the account's forms: sign-in, rate limits, passwords, sign-up and privacy consent. */
import type { T } from '../translation';

export const SIGN_IN_LABELS: Record<string, T> = {
  // Accounts (features/account)
  error_summary_title: ["C'è un problema", 'Hay un problema', 'Es gibt ein Problem', 'There is a problem'],
  account_title: ['Il mio account', 'Mi cuenta', 'Mein Konto', 'My account'],
  // A rate limit's answer, on every form that has one: "min" reads right for 1 and for many.
  rate_limited_wait: [
    'Troppi tentativi. Riprova tra $minutes min.',
    'Demasiados intentos. Vuelve a intentarlo dentro de $minutes min.',
    'Zu viele Versuche. Versuche es in $minutes Min. erneut.',
    'Too many attempts. Try again in $minutes min.',
  ],
  account_last_order: ['Il tuo ultimo ordine', 'Tu último pedido', 'Deine letzte Bestellung', 'Your last order'],
  enter_email: [
    'Inserisci il tuo indirizzo email',
    'Introduce tu correo electrónico',
    'Gib deine E-Mail-Adresse ein',
    'Enter your email address',
  ],
  enter_password: ['Inserisci la password', 'Introduce la contraseña', 'Gib dein Passwort ein', 'Enter your password'],
  enter_current_password: [
    'Inserisci la password attuale',
    'Introduce la contraseña actual',
    'Gib dein aktuelles Passwort ein',
    'Enter your current password',
  ],
  enter_new_password: [
    'Scegli una nuova password',
    'Elige una nueva contraseña',
    'Wähle ein neues Passwort',
    'Choose a new password',
  ],
  enter_first_name: ['Inserisci il nome', 'Introduce tu nombre', 'Gib deinen Vornamen ein', 'Enter your first name'],
  enter_last_name: [
    'Inserisci il cognome',
    'Introduce tus apellidos',
    'Gib deinen Nachnamen ein',
    'Enter your last name',
  ],
  enter_order_number: [
    "Inserisci il numero d'ordine",
    'Introduce el número de pedido',
    'Gib die Bestellnummer ein',
    'Enter the order number',
  ],
  password_rule: [
    'Almeno $min caratteri, non una password comune.',
    'Al menos $min caracteres, que no sea una contraseña común.',
    'Mindestens $min Zeichen, kein gängiges Passwort.',
    'At least $min characters, not a common password.',
  ],
  // What a new password misses, in short: the field's hint (`password_rule`) says the rule, once.
  password_too_short: [
    'La password è troppo corta',
    'La contraseña es demasiado corta',
    'Das Passwort ist zu kurz',
    'The password is too short',
  ],
  password_too_common: [
    'Questa password è troppo comune o facile da indovinare',
    'Esta contraseña es demasiado común o fácil de adivinar',
    'Dieses Passwort ist zu verbreitet oder leicht zu erraten',
    'This password is too common or easy to guess',
  ],
  password_new: ['Nuova password', 'Nueva contraseña', 'Neues Passwort', 'New password'],
  password_current: ['Password attuale', 'Contraseña actual', 'Aktuelles Passwort', 'Current password'],
  password_change_title: ['Cambia password', 'Cambiar contraseña', 'Passwort ändern', 'Change your password'],
  password_change_submit: ['Cambia password', 'Cambiar contraseña', 'Passwort ändern', 'Change password'],
  password_changed: [
    'La tua password è stata cambiata.',
    'Tu contraseña se ha cambiado.',
    'Dein Passwort wurde geändert.',
    'Your password has been changed.',
  ],
  password_old_wrong: [
    'La password attuale non è corretta',
    'La contraseña actual no es correcta',
    'Das aktuelle Passwort ist nicht richtig',
    'The current password is not right',
  ],
  password_wrong: [
    'La password non è corretta',
    'La contraseña no es correcta',
    'Das Passwort ist nicht richtig',
    'The password is not right',
  ],
  signin_no_account: ['Non hai un account?', '¿No tienes cuenta?', 'Noch kein Konto?', 'New here?'],
  signup_title: ['Crea il tuo account', 'Crea tu cuenta', 'Erstelle dein Konto', 'Create your account'],
  signup_intro: [
    'Segui i tuoi ordini, fai un reso in pochi clic e paga più in fretta.',
    'Sigue tus pedidos, haz una devolución en pocos clics y paga más rápido.',
    'Verfolge deine Bestellungen, retourniere mit wenigen Klicks und bezahle schneller.',
    'Follow your orders, return in a few clicks and check out faster.',
  ],
  signup_have_account: [
    'Hai già un account?',
    '¿Ya tienes cuenta?',
    'Du hast schon ein Konto?',
    'Already have an account?',
  ],
  privacy_consent: [
    'Ho letto e accetto la',
    'He leído y acepto la',
    'Ich habe gelesen und akzeptiere die',
    'I have read and accept the',
  ],
  privacy_policy_new_tab: [
    'privacy policy (si apre in una nuova scheda)',
    'política de privacidad (se abre en una pestaña nueva)',
    'Datenschutzerklärung (öffnet sich in einem neuen Tab)',
    'privacy policy (opens in a new tab)',
  ],
  privacy_policy: ['privacy policy', 'política de privacidad', 'Datenschutzerklärung', 'privacy policy'],
  privacy_required: [
    'Accetta la privacy policy per creare il tuo account',
    'Acepta la política de privacidad para crear tu cuenta',
    'Akzeptiere die Datenschutzerklärung, um dein Konto zu erstellen',
    'Accept the privacy policy to create your account',
  ],
};
