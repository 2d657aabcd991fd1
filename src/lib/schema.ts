import * as v from 'valibot';

/**
 * An object entry that must be present, whose absence `schema` checks like a wrong value (as
 * null): valibot's object reports a missing key with the object's message, this gives it the
 * entry's own.
 */
export function requiredEntry<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(v.optional(v.unknown(), null), schema);
}

/** Text with something in it: a blank string counts as missing. */
export const nonBlankText = v.pipe(v.string(), v.check((value) => value.trim() !== ''));
