/** Facts the embedded local API shares with the Supabase CLI's local stack (address and anon key: src/config/local-backend.ts). */
export const LOCAL_API_SIGNATURE = 'kreditsmart-local-api';

/** PostgREST's default row cap on this project (supabase/config.toml, api.max_rows). */
export const MAX_ROWS = 1000;

// The Supabase CLI's well-known local JWT secret and demo service_role key (public demo values, not
// secrets of any real project). The local API signs its Auth sessions with this secret and verifies
// every bearer token against it, as a hosted project does with its own secret.
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The postback secret of the local API when AFFILIATE_POSTBACK_SECRET is not set; public, so never for production. */
export const LOCAL_AFFILIATE_POSTBACK_SECRET = 'local-postback-secret-not-for-production';
