/** The fields of an affiliate postback, checked strictly: what passes goes to the database as it is. */

const CONVERSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

export interface Conversion {
  clickId: string;
  orderId: string;
  /** Euros and cents as a number with at most two decimals, 0 to MAX_COMMISSION. */
  commission: number;
  currency: string;
  status: ConversionStatus;
}

const MAX_COMMISSION = 100_000;
const DEFAULT_CURRENCY = 'EUR';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_ID = /^[A-Za-z0-9._-]{1,100}$/;
// Six integer digits cover MAX_COMMISSION; '.' only, since "1,50" is ambiguous between networks.
const DECIMAL = /^\d{1,6}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

type PostbackField = 'click_id' | 'order_id' | 'commission' | 'currency' | 'status';

/** German reasons per field; they describe the expected form and never repeat the value sent. */
const fieldRules: Record<PostbackField, string> = {
  click_id: 'fehlt oder ist keine UUID',
  order_id: 'fehlt oder ist ungültig (1–100 Zeichen: A–Z, a–z, 0–9, Punkt, Unterstrich, Bindestrich)',
  commission: `fehlt oder ist ungültig (Zahl von 0 bis ${MAX_COMMISSION} mit höchstens zwei Nachkommastellen und Punkt als Trennzeichen)`,
  currency: 'ist ungültig (ISO-4217-Code aus drei Großbuchstaben, zum Beispiel EUR)',
  status: 'fehlt oder ist ungültig (pending, approved oder rejected)',
};

export type FieldsResult = { ok: true; conversion: Conversion } | { ok: false; errors: Partial<Record<PostbackField, string>> };

const isStatus = (value: string): value is ConversionStatus => (CONVERSION_STATUSES as readonly string[]).includes(value);

/** Reads the conversion from the (already authenticated) parameters; other parameters are ignored. */
export function parseConversion(params: ReadonlyMap<string, string>): FieldsResult {
  const errors: Partial<Record<PostbackField, string>> = {};
  const clickId = params.get('click_id') ?? '';
  const orderId = params.get('order_id') ?? '';
  const commissionText = params.get('commission') ?? '';
  const currency = params.get('currency') || DEFAULT_CURRENCY;
  const status = params.get('status') ?? '';

  if (!UUID.test(clickId)) errors.click_id = fieldRules.click_id;
  if (!ORDER_ID.test(orderId)) errors.order_id = fieldRules.order_id;
  const commission = Number(commissionText);
  if (!DECIMAL.test(commissionText) || commission > MAX_COMMISSION) errors.commission = fieldRules.commission;
  if (!CURRENCY.test(currency)) errors.currency = fieldRules.currency;
  if (!isStatus(status)) errors.status = fieldRules.status;

  if (Object.keys(errors).length > 0 || !isStatus(status)) return { ok: false, errors };
  return { ok: true, conversion: { clickId: clickId.toLowerCase(), orderId, commission, currency, status } };
}
