import { CheckoutPage } from '../../../features/checkout/CheckoutPage';

/** `/{locale}/checkout`: the page is the same for every visitor; the cart loads in the browser. */
export default CheckoutPage;
