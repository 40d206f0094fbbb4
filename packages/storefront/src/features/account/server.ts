/**
 * The account pages' server side: who is signed in is asked of the back-end
 * (`checkout/customer` through the in-process proxy, with the visitor's token
 * cookie) before the page renders, and every one of these pages is personal:
 * `Cache-Control: private, no-store`. Nothing about the customer goes into
 * the page props: the page reads it in the browser.
 */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { TOKEN_COOKIE } from '@passo/proxy-api';
import { ApiError, keys, type CustomerResponse } from '../../lib/api';
import { serverGet } from '../../lib/api/server';
import { ACCOUNT_TABS, isSafeReturnPath, routes, type AccountTab } from '../../lib/routes';
import { formatLocale } from '../../lib/locale/locale';
import { marketFromContext } from '../../core/store/marketFromRequest';
import { customerHintHeader } from '../../core/session/customerHint';

export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * Whether the visitor is signed in, with the browser's signed-in hint set to match (these pages are
 * personal, never cached): false without a token, or when the back-end says 403.
 */
export async function isSignedIn(ctx: GetServerSidePropsContext): Promise<boolean> {
  const signedIn = await askCustomer(ctx);
  const secure = (ctx.req.headers['x-forwarded-proto'] ?? '') === 'https';
  ctx.res.appendHeader('Set-Cookie', customerHintHeader(signedIn, secure));
  return signedIn;
}

async function askCustomer(ctx: GetServerSidePropsContext): Promise<boolean> {
  if (!ctx.req.cookies[TOKEN_COOKIE]) return false;
  try {
    const answer = await serverGet<CustomerResponse>(keys.customer(), ctx);
    return Boolean(answer.customer);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 401)) return false;
    // A failed check counts as signed out (a failed customer check redirects).
    console.error('[account] the customer check failed:', error instanceof ApiError ? error.status : error);
    return false;
  }
}

function localeOf(ctx: GetServerSidePropsContext): string | null {
  const context = marketFromContext(ctx);
  return context ? formatLocale(context.locale) : null;
}

/** The external returns portal, from the `returns` content document. */
export interface ReturnsPortal {
  url: string;
  label: string;
}

export interface AccountPageProps {
  tab: AccountTab;
  returnsPortal: ReturnsPortal | null;
}

async function returnsPortal(ctx: GetServerSidePropsContext): Promise<ReturnsPortal | null> {
  const context = marketFromContext(ctx);
  if (!context) return null;
  try {
    const [{ editorialClient }, { getDocument }] = await Promise.all([
      import('../editorial/server'),
      import('../../lib/content/documents'),
    ]);
    const doc = await getDocument(editorialClient(), 'returns', null, context.locale);
    const link = doc?.data.portal_link as { url?: unknown } | undefined;
    const label = doc?.data.portal_label;
    return typeof link?.url === 'string' && link.url
      ? { url: link.url, label: typeof label === 'string' ? label : '' }
      : null;
  } catch (error) {
    console.error('[account] the returns document did not load:', error);
    return null;
  }
}

/** `/[locale]/other/account/[id]`: a guest goes to sign-in, with this page as `next`. */
export const getAccountPageProps: GetServerSideProps<AccountPageProps> = async (ctx) => {
  const locale = localeOf(ctx);
  const tab = ctx.params?.id;
  if (!locale || typeof tab !== 'string' || !(ACCOUNT_TABS as readonly string[]).includes(tab)) {
    return { notFound: true };
  }
  ctx.res.setHeader('Cache-Control', PERSONAL_CACHE_CONTROL);
  if (!(await isSignedIn(ctx))) {
    const next = isSafeReturnPath(ctx.resolvedUrl) ? ctx.resolvedUrl : routes.account(locale, tab as AccountTab);
    return { redirect: { destination: routes.signIn(locale, next), permanent: false } };
  }
  return {
    props: { tab: tab as AccountTab, returnsPortal: tab === 'returns' ? await returnsPortal(ctx) : null },
  };
};

/** `/[locale]/other/account` without a tab: a signed-in customer goes to my-account, a guest to sign-in. */
export const getAccountIndexProps: GetServerSideProps<Record<string, never>> = async (ctx) => {
  const locale = localeOf(ctx);
  if (!locale) return { notFound: true };
  ctx.res.setHeader('Cache-Control', PERSONAL_CACHE_CONTROL);
  const destination = (await isSignedIn(ctx)) ? routes.account(locale) : routes.signIn(locale);
  return { redirect: { destination, permanent: false } };
};

/** Sign-in and sign-up: a signed-in customer goes to my-account. */
export const getGuestPageProps: GetServerSideProps<Record<string, never>> = async (ctx) => {
  const locale = localeOf(ctx);
  if (!locale) return { notFound: true };
  ctx.res.setHeader('Cache-Control', PERSONAL_CACHE_CONTROL);
  if (await isSignedIn(ctx)) return { redirect: { destination: routes.account(locale), permanent: false } };
  return { props: {} };
};

/** Password reset: for anybody (a signed-in customer may follow a link too); personal all the same. */
export const getPasswordResetPageProps: GetServerSideProps<Record<string, never>> = async (ctx) => {
  if (!localeOf(ctx)) return { notFound: true };
  ctx.res.setHeader('Cache-Control', PERSONAL_CACHE_CONTROL);
  return { props: {} };
};
