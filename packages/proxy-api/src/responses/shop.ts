/** The shop's settings: markets, shipping countries, pricelists and payment methods (`shop/*`). */
import { z } from 'zod';
import { currencyFormatSchema } from './money';

export const marketCodeSchema = z.enum(['it', 'eu', 'xe']);

export const countrySchema = z.object({
  country: z.string(),
  name: z.string(),
  eu: z.boolean(),
  pricelist: z.number().int(),
  market: marketCodeSchema,
});

export const paymentMethodSchema = z.object({
  paymentMethod: z.string(),
  name: z.string(),
  kind: z.string(),
  selected: z.boolean(),
});

export const pricelistSchema = z.object({
  pricelist: z.number().int(),
  name: z.string(),
  area: z.string(),
  currency: z.string(),
  currencyFormat: currencyFormatSchema,
  countries: z.array(z.string()),
  market: marketCodeSchema,
});

export const pricelistsResponseSchema = z.object({ pricelists: z.array(pricelistSchema) });
export const paymentMethodsResponseSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });
export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });
