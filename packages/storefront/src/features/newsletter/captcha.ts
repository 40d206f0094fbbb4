/**
 * reCAPTCHA v3 (invisible) in the browser: the script loads the first time a form asks for it (on focus, or
 * on submit at the latest), never with the page; a token is executed on submit only, as tokens expire in
 * two minutes. With no keys configured the sandbox's stand-in answers the same `grecaptcha` calls.
 */
import type { CaptchaClientConfig } from '../../lib/config';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads the captcha script once; a failed load may be tried again by the next form. */
export function loadCaptcha(config: CaptchaClientConfig): Promise<Grecaptcha> {
  if (!loading) {
    loading = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = config.scriptUrl;
      script.async = true;
      script.onload = () => {
        const grecaptcha = window.grecaptcha;
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
        else reject(new Error('the captcha script loaded without grecaptcha'));
      };
      script.onerror = () => reject(new Error(`the captcha script did not load (${config.scriptUrl})`));
      document.head.appendChild(script);
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** A fresh token for `action`, or null when none could be had (logged; without a token nothing is sent). */
export async function captchaToken(config: CaptchaClientConfig | null, action: string): Promise<string | null> {
  if (!config) {
    console.error('[newsletter] no captcha configuration: nothing is sent');
    return null;
  }
  try {
    const grecaptcha = await loadCaptcha(config);
    const token = await grecaptcha.execute(config.siteKey, { action });
    return typeof token === 'string' && token !== '' ? token : null;
  } catch (error) {
    console.error('[newsletter] captcha failed:', error instanceof Error ? error.message : error);
    return null;
  }
}
