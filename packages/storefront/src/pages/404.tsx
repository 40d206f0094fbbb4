import { NotFoundPage } from '../shell/errors/NotFoundPage';

export default NotFoundPage;
