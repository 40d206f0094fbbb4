/**
 * The editorial group's label fallbacks (see ../fallbacks.ts): never in a page's first load. The server fills
 * them into the labels a page of the group carries; the browser loads this module with the group's
 * labels (clientLabels.ts).
 */
/** Editorial pages (home, discover, about, customer care, legal): their forms, filters and slices. */
export const EDITORIAL_LABELS = {
  // Editorial: pages, the blog's filters, lines and the contact form (the labels document's English texts)
  shop_now: 'Shop now',
  // A link in a slice's consent (the privacy policy) opens in a new tab and says so.
  opens_in_new_tab: 'opens in a new tab',
  last_updated: 'Last updated',
  blog_filters: 'Blog topics',
  blog_tag_all: 'All',
  blog_tag_collabs: 'Collabs',
  blog_tag_events: 'Events',
  blog_tag_objects: 'Objects',
  blog_tag_players: 'Players',
  contact_us: 'Contact us',
  contact_name: 'Name',
  contact_message: 'Message',
  contact_attachment: 'Attachment',
  contact_choose_file: 'Choose a file',
  contact_attachment_hint: 'Images, pdf, doc or docx, up to $max MB.',
  contact_file_refused: 'Not accepted: $name. Choose images, pdf, doc or docx.',
  contact_remove_file: 'Remove $name',
  contact_send: 'Send',
  contact_sent: 'Thank you: we have your message and will answer by email.',
  upload_too_large: 'The file is larger than $max MB.',
  // The editorial slices' carousel controls (slices/Gallery reads them from context.labels)
  carousel_pause: 'Pause',
  carousel_play: 'Play',
  carousel_previous: 'Previous slide',
  carousel_next: 'Next slide',
} as const;
