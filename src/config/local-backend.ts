/**
 * Where the embedded local API (scripts/local-api) answers: the address and public demo anon key of
 * the Supabase CLI's local stack. The app uses them when no project is configured; the local API,
 * the host headers and the tests use them to reach it.
 */
export const LOCAL_API_HOST = '127.0.0.1';
export const LOCAL_API_PORT = 54321;
export const LOCAL_SUPABASE_URL = `http://${LOCAL_API_HOST}:${LOCAL_API_PORT}`;

// The Supabase CLI's well-known local demo anon key: public by design, only valid for local stacks.
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
