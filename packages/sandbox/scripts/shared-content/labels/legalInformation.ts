/**
 * Labels of what the law asks the shop to say: a reduction's lowest price of the 30 days before it (cards,
 * product, cart), the footer's link to withdraw from the contract, the product page's details (identity,
 * materials, manufacturer, safety) and the legal guarantee.
 */
import type { T } from '../translation';

export const LEGAL_INFORMATION_LABELS: Record<string, T> = {
  lowest_prior_price: [
    'Prezzo più basso degli ultimi 30 giorni prima della riduzione:',
    'Precio más bajo de los últimos 30 días antes de la reducción:',
    'Niedrigster Preis der letzten 30 Tage vor der Preissenkung:',
    'Lowest price in the last 30 days before the reduction:',
  ],
  withdrawal_link: [
    'Recedi dal contratto',
    'Desistir del contrato',
    'Vertrag widerrufen',
    'Withdraw from the contract',
  ],
  product_details: ['Dettagli del prodotto', 'Detalles del producto', 'Produktdetails', 'Product details'],
  product_materials: ['Materiali', 'Materiales', 'Materialien', 'Materials'],
  material_upper: ['Tomaia', 'Empeine', 'Obermaterial', 'Upper'],
  material_lining_and_sock: ['Fodera e sottopiede', 'Forro y plantilla', 'Futter und Decksohle', 'Lining and sock'],
  material_outer_sole: ['Suola', 'Suela', 'Laufsohle', 'Outer sole'],
  product_identifier: ['Codice prodotto', 'Código de producto', 'Artikelnummer', 'Product code'],
  product_manufacturer: ['Produttore', 'Fabricante', 'Hersteller', 'Manufacturer'],
  product_safety: [
    'Informazioni sulla sicurezza',
    'Información de seguridad',
    'Sicherheitshinweise',
    'Safety information',
  ],
  legal_guarantee_title: [
    'Garanzia legale di conformità',
    'Garantía legal de conformidad',
    'Gesetzliche Gewährleistung',
    'Legal guarantee of conformity',
  ],
  legal_guarantee_text: [
    "Per almeno 2 anni dalla consegna hai diritto alla garanzia legale: se il prodotto non è conforme, il venditore deve ripararlo o sostituirlo gratuitamente, oppure ridurre il prezzo o rimborsarti. È un tuo diritto secondo il diritto dell'UE e non può essere escluso.",
    'Durante al menos 2 años desde la entrega tienes una garantía legal: si el producto no es conforme, el vendedor debe repararlo o sustituirlo gratuitamente, o bien rebajar el precio o reembolsarlo. Es un derecho que te da la legislación de la UE y no puede excluirse.',
    'Mindestens 2 Jahre ab Lieferung hast du eine gesetzliche Gewährleistung: Ist das Produkt nicht vertragsgemäß, muss der Verkäufer es kostenlos reparieren oder ersetzen oder den Preis mindern oder erstatten. Dieses Recht gibt dir das EU-Recht, es kann nicht ausgeschlossen werden.',
    'For at least 2 years from delivery you have a legal guarantee: if the product is not in conformity, the seller must repair or replace it free of charge, or reduce the price or refund it. This right is yours by EU law and cannot be excluded.',
  ],
  legal_guarantee_link: [
    'Leggi la garanzia legale completa nelle condizioni di vendita',
    'Lee la garantía legal completa en nuestras condiciones',
    'Die vollständige Gewährleistung in unseren AGB lesen',
    'Read the full legal guarantee in our terms',
  ],
};
