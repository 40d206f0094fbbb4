export { parseTarget, type TargetResult } from './target';
