import { popupMayOpen } from './NewsletterPopupScheduler';

describe('the newsletter popup and the cookie choice', () => {
  it('opens once the cookie choice is made and nothing else is open', () => {
    expect(popupMayOpen({ openPanel: null, cookieChoiceOpen: false }, true)).toBe(true);
  });

  it('never opens over the cookie choice, nor before the visitor has made it', () => {
    expect(popupMayOpen({ openPanel: null, cookieChoiceOpen: true }, true)).toBe(false);
    expect(popupMayOpen({ openPanel: null, cookieChoiceOpen: false }, false)).toBe(false);
  });

  it('waits while the page has not yet read whether the cookie choice shows', () => {
    expect(popupMayOpen({ openPanel: null, cookieChoiceOpen: null }, true)).toBe(false);
  });

  it('never opens over another panel', () => {
    expect(popupMayOpen({ openPanel: 'cart', cookieChoiceOpen: false }, true)).toBe(false);
  });
});
