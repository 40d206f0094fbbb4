/** The general service's answers the storefront reads. */
import { z } from 'zod';

/** General service: `user/ip`, the visitor's location from the geo lookup. */
export const visitorLocationSchema = z.object({
  name: z.string(),
  country: z.string(),
  pricelist: z.number().int(),
  market: z.number().int(),
});

/** General service: `search/quicklinks`. */
export const quickLinksResponseSchema = z.object({
  quicklinks: z.array(z.object({ to: z.string(), label: z.string() })),
});

/**
 * General service: `paylater/message`, the pay-later provider's on-site message as content nodes:
 * `TEXT_MAIN` (type TEXT) carries `value`, `ACTION_LEARN_MORE` (type ACTION) `label` and `url`.
 */
export const payLaterResponseSchema = z.object({
  content: z.object({
    nodes: z.array(
      z.object({
        name: z.string(),
        type: z.string(),
        value: z.string().optional(),
        label: z.string().optional(),
        url: z.string().optional(),
      }),
    ),
  }),
});
