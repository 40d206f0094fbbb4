/** Labels of the pages' descriptions for search engines and link previews (`$category`: a listing's category). */
import type { T } from '../translation';

export const PAGE_META_LABELS: Record<string, T> = {
  category_meta_description: [
    'Scopri $category di Passo: sneakers e scarpe pop-soul, disegnate e fatte in Italia.',
    'Descubre $category de Passo: zapatillas y zapatos pop-soul, diseñados y hechos en Italia.',
    'Entdecke $category von Passo: Pop-Soul-Sneaker und Schuhe, in Italien entworfen und gefertigt.',
    'Shop $category by Passo: pop-soul sneakers and shoes, designed and made in Italy.',
  ],
};
