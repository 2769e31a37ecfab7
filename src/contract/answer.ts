import { z } from 'zod';
import { pageLinksSchema } from './search';

/**
 * Response schemas are the answer without `success` and `message` (src/contract/endpoint.ts); these
 * build the common shapes.
 */
export const answerOf = <S extends z.ZodType>(data: S) => z.object({ data });

/** A JSON:API-like resource: `{ id, type, attributes }`. */
export const resourceOf = <S extends z.ZodType, T extends string>(type: T, attributes: S) =>
  z.object({ id: z.string(), type: z.literal(type), attributes });

/** A page of a list: data, links with the page swapped, meta.total. */
export const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({ data: z.array(item), links: pageLinksSchema, meta: z.object({ total: z.number().int().nonnegative() }) });
