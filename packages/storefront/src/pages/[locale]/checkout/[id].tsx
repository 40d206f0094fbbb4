import type { GetServerSideProps } from 'next';
import { CheckoutStepPage } from '../../../features/checkout/CheckoutStepPage';
import { CHECKOUT_STEPS } from '../../../lib/routes';

/** `/{locale}/checkout/{id}`: `thankyou`, and the payment return (`result`) and failed (`failed`) steps. */
export const getServerSideProps: GetServerSideProps<{ step: string }> = async ({ params }) => {
  const step = params?.id;
  if (typeof step !== 'string' || !(CHECKOUT_STEPS as readonly string[]).includes(step)) return { notFound: true };
  return { props: { step } };
};

export default CheckoutStepPage;
