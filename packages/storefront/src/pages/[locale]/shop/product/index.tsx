import { redirectWithoutId } from '../../../../shell/navigation/withoutId';
import { routes } from '../../../../lib/routes';

/** A product page without its id: the shop's home. */
export const getServerSideProps = redirectWithoutId((locale) => routes.home(locale));

export default function ProductWithoutId() {
  return null;
}
