import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import {
  api,
  ApiError,
  type MarketParams,
  type PaymentResponse,
  type SelectionResponse,
  type UnavailableLine,
} from '../../lib/api';
import { routes } from '../../lib/routes';
import { useAppState } from '../../core/store/hooks';
import type { FieldErrors } from '../forms/errorSummary';
import {
  checkoutMessages,
  FORM_FIELD,
  paymentBody,
  serverMessages,
  unavailableNotices,
  type CheckContext,
  type CheckoutDraft,
} from './checkoutForm';
import { saveDraft } from './draftStore';
import { completeOrder } from './orderComplete';

/** How a payment that went wrong is told on the checkout (from the failed step or an answer). */
export interface PaymentProblem {
  kind: 'declined' | 'cancelled';
  reason?: string;
}

interface PlaceOrderOptions {
  draft: CheckoutDraft | null;
  selection: SelectionResponse['selection'] | undefined;
  ctx: CheckContext;
  market: MarketParams;
  /** The cart's cache key, read again when a reduced line's answer did not come. */
  key: string;
  /** The form's errors: `fail` shows a submit's problems and focuses the summary. */
  form: { fail: (errors: FieldErrors) => void; clear: () => void };
  replaceSelection: (next: SelectionResponse) => Promise<void>;
  /** Told once a submit is tried: from then on every field's check shows. */
  onSubmit: (submitted: true) => void;
}

/**
 * Placing the order: the shop's own checks, then one payment call at a time, and each of its answers: an
 * order goes to the thank-you, a payment page is opened (the draft kept for the way back), a payment form is
 * shown as the method gives it; a declined or cancelled payment, stock that is gone and the back-end's field
 * errors are told on the checkout.
 */
export function usePlaceOrder({
  draft,
  selection,
  ctx,
  market,
  key,
  form,
  replaceSelection,
  onSubmit,
}: PlaceOrderOptions) {
  const { t, needsPayment } = ctx;
  const router = useRouter();
  const locale = useAppState((s) => s.locale);
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  /** undefined: none answered yet (the query's problem, if any, shows). */
  const [answeredProblem, setProblem] = useState<PaymentProblem | null | undefined>(undefined);
  const [stockNotice, setStockNotice] = useState<string[]>([]);
  const [formHtml, setFormHtml] = useState<string | null>(null);

  // A payment that went wrong on the payment page comes back as ?payment=declined|cancelled.
  const { payment: paymentQuery, reason: reasonQuery } = router.query;
  const queryProblem: PaymentProblem | null =
    paymentQuery === 'declined' || paymentQuery === 'cancelled'
      ? { kind: paymentQuery, reason: typeof reasonQuery === 'string' ? reasonQuery.slice(0, 200) : undefined }
      : null;
  const problem = answeredProblem === undefined ? queryProblem : answeredProblem;

  /** Lines the stock no longer covers are said, then reduced to what is left (or removed). */
  async function handleStockGone(unavailable: UnavailableLine[]) {
    if (!selection) return;
    setStockNotice(unavailableNotices(unavailable, selection.items, t));
    let latest: SelectionResponse | null = null;
    for (const u of unavailable) {
      const line = selection.items.find((l) => l.line === u.line || l.item === u.item);
      if (!line) continue;
      try {
        latest = await api.setLineQuantity(line.line, Math.max(u.available, 0), market);
      } catch (e) {
        console.error('[checkout] reducing a line failed:', e);
      }
    }
    if (latest) await replaceSelection(latest);
    else await mutate(key);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!draft || !selection || sending.current) return;
    onSubmit(true);
    form.clear();
    setProblem(null);
    setFormHtml(null);
    if (Object.keys(checkoutMessages(draft, ctx)).length > 0) {
      // The fields' own checks are listed by the summary; the back-end's are gone.
      form.fail({});
      return;
    }
    // One call at a time: a double click or Enter pressed twice sends once (the back-end is idempotent too).
    sending.current = true;
    setPending(true);
    try {
      const answer: PaymentResponse = await api.pay(paymentBody(draft, locale, needsPayment), market);
      if (answer.action === 'success') {
        await completeOrder(answer.order, { mutate, market });
        await router.push(routes.thankYou(locale));
        return;
      }
      if (answer.action === 'redirect') {
        saveDraft(draft);
        window.location.assign(answer.url);
        return;
      }
      setFormHtml(answer.formHtml);
    } catch (e) {
      if (e instanceof ApiError && e.status === 402) {
        const body = e.body as { reason?: unknown } | null;
        setProblem({
          kind: e.errors.paymentMethod === 'cancelled' ? 'cancelled' : 'declined',
          reason: typeof body?.reason === 'string' ? body.reason : undefined,
        });
      } else if (e instanceof ApiError && e.status === 410) {
        const body = e.body as { unavailable?: UnavailableLine[] } | null;
        await handleStockGone(body?.unavailable ?? []);
      } else if (e instanceof ApiError && e.status === 400 && Object.keys(e.errors).length) {
        form.fail(serverMessages(e.errors, draft, ctx));
      } else {
        console.error('[checkout] the payment call failed:', e);
        form.fail({ [FORM_FIELD]: t('server_generic_error') });
      }
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  return { submit, pending, problem, stockNotice, formHtml };
}
