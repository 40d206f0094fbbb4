import { PAYMENT_FAILED_STEP, THANKYOU_STEP } from '../../lib/routes';
import { PaymentReturnStep } from './PaymentReturnStep';
import { ThankYouStep } from './ThankYouStep';

/** `/{locale}/checkout/{id}`: the payment return and failed steps, and the thank-you. */
export function CheckoutStepPage({ step }: { step: string }) {
  if (step === THANKYOU_STEP) return <ThankYouStep />;
  return <PaymentReturnStep failed={step === PAYMENT_FAILED_STEP} />;
}
