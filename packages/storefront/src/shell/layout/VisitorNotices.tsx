import { CountryNotice } from '../../features/market/CountryNotice';
import { NewsletterPopupScheduler } from '../../features/newsletter/NewsletterPopupScheduler';

/** The notices a visitor gets after a while: the newsletter popup (and its panel) and the country notice. */
export function VisitorNotices() {
  return (
    <>
      <NewsletterPopupScheduler />
      <CountryNotice />
    </>
  );
}
