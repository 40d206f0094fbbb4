import { createUploadHandler } from '../../features/editorial/upload/handler';

// The handler reads the multipart body itself, with its own size limit.
export const config = { api: { bodyParser: false } };

export default createUploadHandler();
