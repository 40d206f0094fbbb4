/** The brand's name in titles, link previews and structured data. */
export const SITE_NAME = 'Passo';
