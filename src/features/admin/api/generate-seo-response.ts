import * as v from 'valibot';

const INVALID_ANSWER = 'Die Funktion lieferte keine gültige Antwort.';

const successSchema = v.pipe(
  v.object({ success: v.literal(true), urlCount: v.number(), files: v.record(v.string(), v.string()) }),
  v.transform(({ urlCount, files }) => ({ urlCount, files })),
);

/** Any other object is a failure; its error is shown as it is when it says something. */
const failureSchema = v.object({
  success: v.optional(v.custom((success) => success !== true)),
  error: v.fallback(v.pipe(v.string(), v.check((error) => error.trim() !== '')), 'Unbekannter Fehler'),
});

export type GenerateSeoResult = v.InferOutput<typeof successSchema>;

/** Checks the function's answer: {success, urlCount, files} or {success: false, error}. */
export function parseGenerateSeoResponse(data: unknown): GenerateSeoResult {
  const failure = v.safeParse(failureSchema, data);
  if (failure.success) throw new Error(failure.output.error);
  const answer = v.safeParse(successSchema, data);
  if (!answer.success) throw new Error(INVALID_ANSWER);
  return answer.output;
}
