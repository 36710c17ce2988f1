import * as z from 'zod/mini';

/** Spec §3/§7: the server response envelope. `msg` may be empty. */
export const envelopeSchema = z.object({
  code: z.number().check(z.int()),
  msg: z.pipe(
    z.nullish(z.string()),
    z.transform((msg: string | null | undefined) => msg ?? ''),
  ),
  data: z.unknown(),
});

/** The envelope of one call, with its data schema (for the server's serialisation and docs). */
export function envelopeOf<T extends z.core.$ZodType>(data: T) {
  return z.object({ code: z.number().check(z.int()), msg: z.string(), data });
}
