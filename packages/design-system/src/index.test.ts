import * as designSystem from './index';

/**
 * The package's public surface (runtime values; types follow the same rule): the components, their variant
 * lists, and the few helpers and constants an app uses. A component's internals (formatting and timing helpers,
 * tuning constants) and everything under components/private stay out. Adding or removing a name here is a
 * decision about the published API (a removal is a breaking change).
 */
const PUBLIC_EXPORTS = [
  'Accordion',
  'AccordionItem',
  'BUTTON_TONES',
  'BUTTON_SIZES',
  'BUTTON_TYPES',
  'BUTTON_VARIANTS',
  'Button',
  'CURTAIN_COLORS',
  'Carousel',
  'CartBadge',
  'Checkbox',
  'CookieBanner',
  'Curtain',
  'DRAWER_BACKGROUNDS',
  'DRAWER_SIDES',
  'Dialog',
  'Drawer',
  'ErrorState',
  'ErrorSummary',
  'FAVOURITE_BUTTON_SIZES',
  'FavouriteButton',
  'FileUpload',
  'Header',
  'NEAR_VIEWPORT_MARGIN',
  'HeaderAction',
  'HeaderNavigation',
  'HeaderNavigationItem',
  'ICON_NAMES',
  'ICON_SIZES',
  'IMAGE_WIDTHS',
  'Icon',
  'IntroOverlay',
  'LINK_VARIANTS',
  'LOGO_SIZES',
  'LOGO_TONES',
  'Link',
  'LoadingModal',
  'LoadMoreButton',
  'Logo',
  'Marquee',
  'MenuModal',
  'PAGE_BACKGROUNDS',
  'PRICE_SIZES',
  'PROGRESS_BAR_PLACEMENTS',
  'PageBackground',
  'Price',
  'ProductCard',
  'ProductGrid',
  'ProgressBar',
  'QuantitySelect',
  'RadioGroup',
  'SEARCH_SUGGESTION_KINDS',
  'SearchSuggest',
  'SectionSummary',
  'Select',
  'SizeSelector',
  'TEXT_FIELD_TYPES',
  'Tab',
  'TabList',
  'TabPanel',
  'Tabs',
  'TextField',
  'focusField',
  'isValidEmail',
  'useAutoplay',
  'useHeaderMini',
  'useNearViewport',
  'useImageFallback',
];

describe('the public index', () => {
  it('exports the components, their variant lists and the helpers apps use, and nothing else', () => {
    expect(Object.keys(designSystem).sort()).toEqual([...PUBLIC_EXPORTS].sort());
  });

  it('keeps private building blocks out (RouterLink, the modal base, the field parts)', () => {
    const names = Object.keys(designSystem);
    for (const internal of ['RouterLink', 'ModalBase', 'Modal', 'Field', 'usePrefersReducedMotion']) {
      expect(names).not.toContain(internal);
    }
  });
});
