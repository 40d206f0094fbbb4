import { proxyRoute } from '@/lib/api/server';
// The proxy reads the body itself: its own size limit (413) and JSON errors.
export const config = { api: { bodyParser: false } };
export default proxyRoute('commerce-read');
