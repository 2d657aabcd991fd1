/** The fields of an affiliate postback, checked strictly: what passes goes to the database as it is. */
import * as v from 'valibot';

const CONVERSION_STATUSES = ['pending', 'approved', 'rejected'] as const;

const MAX_COMMISSION = 100_000;
const DEFAULT_CURRENCY = 'EUR';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_ID = /^[A-Za-z0-9._-]{1,100}$/;
// Six integer digits cover MAX_COMMISSION; '.' only, since "1,50" is ambiguous between networks.
const DECIMAL = /^\d{1,6}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

// Each message describes the expected form and never repeats the value sent.
const COMMISSION_RULE = `fehlt oder ist ungültig (Zahl von 0 bis ${MAX_COMMISSION} mit höchstens zwei Nachkommastellen und Punkt als Trennzeichen)`;

/** Every field as text, '' when absent, so a missing field fails its own rule. */
const conversionSchema = v.pipe(
  v.object({
    click_id: v.pipe(v.string(), v.regex(UUID, 'fehlt oder ist keine UUID'), v.toLowerCase()),
    order_id: v.pipe(
      v.string(),
      v.regex(ORDER_ID, 'fehlt oder ist ungültig (1–100 Zeichen: A–Z, a–z, 0–9, Punkt, Unterstrich, Bindestrich)'),
    ),
    commission: v.pipe(v.string(), v.regex(DECIMAL, COMMISSION_RULE), v.transform(Number), v.maxValue(MAX_COMMISSION, COMMISSION_RULE)),
    currency: v.pipe(
      v.string(),
      v.transform((currency) => currency || DEFAULT_CURRENCY),
      v.regex(CURRENCY, 'ist ungültig (ISO-4217-Code aus drei Großbuchstaben, zum Beispiel EUR)'),
    ),
    status: v.picklist(CONVERSION_STATUSES, 'fehlt oder ist ungültig (pending, approved oder rejected)'),
  }),
  v.transform(({ click_id, order_id, ...rest }) => ({ clickId: click_id, orderId: order_id, ...rest })),
);

type PostbackField = keyof v.InferInput<typeof conversionSchema>;

const postbackFields: readonly PostbackField[] = ['click_id', 'order_id', 'commission', 'currency', 'status'];

/** A valid conversion: commission in euros with at most two decimals, 0 to MAX_COMMISSION. */
export type Conversion = v.InferOutput<typeof conversionSchema>;

export type FieldsResult = { ok: true; conversion: Conversion } | { ok: false; errors: Partial<Record<PostbackField, string>> };

/** Reads the conversion from the (already authenticated) parameters; other parameters are ignored. */
export function parseConversion(params: ReadonlyMap<string, string>): FieldsResult {
  const fields = Object.fromEntries(postbackFields.map((field) => [field, params.get(field) ?? '']));
  const parsed = v.safeParse(conversionSchema, fields);
  if (parsed.success) return { ok: true, conversion: parsed.output };
  const byField = v.flatten<typeof conversionSchema>(parsed.issues).nested ?? {};
  const errors: Partial<Record<PostbackField, string>> = {};
  for (const field of postbackFields) {
    const message = byField[field]?.[0];
    if (message) errors[field] = message;
  }
  return { ok: false, errors };
}
