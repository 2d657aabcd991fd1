/**
 * Prints a signed affiliate-postback URL, so an operator can check the network's configuration
 * (secret, function URL) before real conversions arrive:
 *
 *   npm run postback:sign -- --status approved --commission 12.50 [--click-id <uuid>] [--order-id TEST-1]
 *                            [--currency EUR] [--url https://<project>.supabase.co/functions/v1/affiliate-postback]
 *
 * The secret comes from AFFILIATE_POSTBACK_SECRET; without it the local API's public default is used.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { LOCAL_SUPABASE_URL } from '../src/config/local-backend.ts';
import { LOCAL_AFFILIATE_POSTBACK_SECRET } from './local-api/config.ts';
import { signedPostbackUrl } from './lib/postback-url.ts';

const usage =
  'Aufruf: npm run postback:sign -- [--url <Funktions-URL>] [--click-id <UUID>] [--order-id <ID>] [--commission <Betrag>] [--currency <ISO>] [--status pending|approved|rejected]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        url: { type: 'string', default: `${LOCAL_SUPABASE_URL}/functions/v1/affiliate-postback` },
        'click-id': { type: 'string', default: randomUUID() },
        'order-id': { type: 'string', default: `TEST-${Date.now()}` },
        commission: { type: 'string', default: '0.00' },
        currency: { type: 'string', default: 'EUR' },
        status: { type: 'string', default: 'pending' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch {
    console.error(usage);
    return 1;
  }
  if (values.help) {
    console.info(usage);
    return 0;
  }
  const secret = process.env.AFFILIATE_POSTBACK_SECRET?.trim();
  if (!secret) console.error('Hinweis: AFFILIATE_POSTBACK_SECRET ist nicht gesetzt; signiert wird mit dem lokalen Standard (nur für die lokale API).');
  const params = {
    click_id: values['click-id'],
    order_id: values['order-id'],
    commission: values.commission,
    currency: values.currency,
    status: values.status,
  };
  try {
    console.log(await signedPostbackUrl(values.url, params, secret || LOCAL_AFFILIATE_POSTBACK_SECRET));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : 'Die URL konnte nicht erstellt werden.');
    console.error(usage);
    return 1;
  }
}

process.exitCode = await main();
