/**
 * The sandbox's payment gateway pages: the 3-D Secure page a `redirect`
 * answer sends the shopper to (approve, decline, cancel) and the invoice form
 * a `form` answer hands the shop to inject. Plain, accessible HTML.
 */

/** Where the gateway's pages live on the sandbox. */
export const PAYMENT_PAGE_PATH = '/sandbox-pay';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The invoice method's form: one button that confirms the invoice at the gateway. */
export function invoiceForm(actionUrl: string): string {
  return [
    `<form method="post" action="${escape(actionUrl)}" class="sandbox-invoice">`,
    '<input type="hidden" name="decision" value="approve">',
    '<p>Sandbox invoice: you pay within 30 days of delivery.</p>',
    '<button type="submit">Confirm the invoice</button>',
    '</form>',
  ].join('');
}

/** The 3-D Secure page. */
export function paymentPageHtml(id: string, status: string, method: string, amount: string): string {
  const action = `${PAYMENT_PAGE_PATH}/${escape(id)}`;
  const pending = status === 'pending';
  const title = method === 'sandbox-invoice' ? 'Confirm your invoice' : 'Confirm your card payment';
  const button = (decision: string, label: string, tone: string) =>
    `<button type="submit" name="decision" value="${decision}" class="${tone}">${label}</button>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Sandbox payments</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f4f1ea; color: #1d1d1b; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 1rem; }
  form { display: grid; gap: .75rem; }
  button { font: inherit; min-height: 48px; border-radius: 999px; border: 2px solid #1d1d1b; cursor: pointer; }
  .approve { background: #1d1d1b; color: #fff; }
  .decline, .cancel { background: #fff; color: #1d1d1b; }
  button:focus-visible { outline: 3px solid #5b3fd6; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>${title}</h1>
  <p>Sandbox payment ${escape(id)}: nothing is charged. Choose what your bank would answer.</p>
  ${amount ? `<p class="amount">${escape(amount)}</p>` : ''}
  ${
    pending
      ? `<form method="post" action="${action}">
    ${button('approve', 'Approve the payment', 'approve')}
    ${button('decline', 'Decline the payment', 'decline')}
    ${button('cancel', 'Cancel and go back to the shop', 'cancel')}
  </form>`
      : `<p role="status">This payment is ${escape(status)}.</p>`
  }
</main>
</body>
</html>`;
}
