import { redirectWithoutId } from '../../../../../shell/navigation/withoutId';
import { routes } from '../../../../../lib/routes';

/** An article without its id: the blog list. */
export const getServerSideProps = redirectWithoutId((locale) => routes.blog(locale));

export default function ArticleWithoutId() {
  return null;
}
