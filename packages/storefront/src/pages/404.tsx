import { NotFoundPage } from '../features/errors/ErrorPage';

export default NotFoundPage;
