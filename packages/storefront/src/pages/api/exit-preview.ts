import type { NextApiRequest, NextApiResponse } from 'next';
import { endPreview } from '../../features/editorial/preview';

export default (req: NextApiRequest, res: NextApiResponse) => endPreview(req, res);
