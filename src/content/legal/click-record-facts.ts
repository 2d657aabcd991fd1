/**
 * Click records are deleted after this many months: long enough for the networks' commission claims
 * and a year-on-year comparison. The privacy notice states it; the retention function in
 * supabase/migrations/20261125000100_affiliate_status_and_retention.sql deletes by it.
 */
export const CLICK_RECORD_RETENTION_MONTHS = 25;
