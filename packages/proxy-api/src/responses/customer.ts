/** The customer's account: profile, addresses, favourites, newsletter and password reset. */
import { z } from 'zod';
import { productSchema } from './product';

export const customerSchema = z.object({
  customer: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  birthdate: z.string().nullable(),
  newsletter: z.boolean(),
  country: z.string().nullable(),
  language: z.string(),
});

export const customerResponseSchema = z.object({ customer: customerSchema.nullable() });

export const addressSchema = z.object({
  address: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});

/** The customer's favourites, newest first; an add also names the products it dropped as unknown. */
export const favouritesResponseSchema = z.object({
  favourites: z.array(productSchema),
  dropped: z.array(z.string()).optional(),
});

export const newsletterResponseSchema = z.object({ subscribed: z.boolean() });

export const addressesResponseSchema = z.object({
  address: addressSchema.optional(),
  addresses: z.array(addressSchema),
});

export const passwordResetEmailResponseSchema = z.object({ sent: z.boolean() });

export const customerDeletedResponseSchema = z.object({ customer: z.null(), deleted: z.literal(true) });
