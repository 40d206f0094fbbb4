import { NotFoundPage } from '../features/errors/NotFoundPage';

export default NotFoundPage;
