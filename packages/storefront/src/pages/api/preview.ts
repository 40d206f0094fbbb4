import type { NextApiRequest, NextApiResponse } from 'next';
import { startPreview } from '../../features/editorial/preview';

export default (req: NextApiRequest, res: NextApiResponse) => startPreview(req, res);
