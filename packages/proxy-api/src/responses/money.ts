/** How the back-end writes prices: formatted strings, and the currency format that formats them. */
import { z } from 'zod';

export const money = z.string();

export const currencyFormatSchema = z.object({
  currency: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  decimalPoint: z.string(),
  thousandsSeparator: z.string(),
  decimalDigits: z.number().int(),
});
