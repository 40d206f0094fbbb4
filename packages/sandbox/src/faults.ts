/**
 * Fault injection for tests, off by default: added latency, error rates and
 * timeouts per path (exact, or a prefix ending in `*`).
 */
import { z } from 'zod';

export const faultRuleSchema = z.object({
  path: z.string().min(1).max(300),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  status: z.number().int().min(400).max(599).optional(),
  timeout: z.boolean().optional(),
});
export const faultsSchema = z.object({ rules: z.array(faultRuleSchema).max(100) });
export type FaultRule = z.infer<typeof faultRuleSchema>;

export class Faults {
  rules: FaultRule[] = [];

  set(input: unknown): FaultRule[] {
    this.rules = faultsSchema.parse(input).rules;
    return this.rules;
  }

  clear(): void {
    this.rules = [];
  }

  match(path: string): FaultRule | undefined {
    return this.rules.find((r) => (r.path.endsWith('*') ? path.startsWith(r.path.slice(0, -1)) : path === r.path));
  }
}
