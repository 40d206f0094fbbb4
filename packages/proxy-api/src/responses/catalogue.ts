/** The catalogue: categories, filters, listings, search suggestions and uri look-ups. */
import { z } from 'zod';
import { productSchema } from './product';

export interface CategoryShape {
  category: string;
  uri: string;
  completeUri: string;
  name: string;
  localized: Record<string, { name: string }>;
  sortOrder: number;
  special: boolean;
  start_date: string | null;
  end_date: string | null;
  products: string[];
  categories: CategoryShape[];
}

export const categorySchema: z.ZodType<CategoryShape> = z.object({
  category: z.string(),
  uri: z.string(),
  completeUri: z.string(),
  name: z.string(),
  localized: z.record(z.string(), z.object({ name: z.string() })),
  sortOrder: z.number(),
  special: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  products: z.array(z.string()),
  get categories() {
    return z.array(categorySchema);
  },
});

export const filterValueSchema = z.object({ value: z.string(), count: z.number().int(), checked: z.boolean() });

export const filterSchema = z.object({
  field: z.enum(['var_color', 'size', 'line', 'price_band']),
  values: z.array(filterValueSchema),
});

export const productsResponseSchema = z.object({
  products: z.array(productSchema),
  productCount: z.number().int(),
  filters: z.array(filterSchema).optional(),
});

export const filtersResponseSchema = z.object({ filters: z.array(filterSchema) });

/** A category or a line named in suggestions. */
export const suggestedCategorySchema = z.object({ category: z.string(), name: z.string(), completeUri: z.string() });

export const suggestionsResponseSchema = z.object({
  products: z.array(productSchema),
  productCount: z.number().int(),
  categories: z.array(suggestedCategorySchema),
  lines: z.array(suggestedCategorySchema),
  completions: z.array(z.string()),
  popularCategories: z.array(suggestedCategorySchema),
});

export const productUriResponseSchema = z.object({
  found: z.literal('product'),
  data: z.object({ product: productSchema }),
});

export const categoryUriResponseSchema = z.object({
  found: z.literal('category'),
  data: z.object({ category: categorySchema, products: z.array(productSchema) }),
});

export const uriResponseSchema = z.discriminatedUnion('found', [productUriResponseSchema, categoryUriResponseSchema]);

export const multipleProductsResponseSchema = z.object({
  products: z.array(productSchema),
  missing: z.array(z.string()),
});

export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
