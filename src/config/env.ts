import type { Env } from '@/config/env-schema';

/** Set by Vite in every bundle (scripts/lib/build-defines.ts); absent in tests, which stub their own variables. */
declare const __APP_ENV__: Env | undefined;

/**
 * Build-time configuration, parsed once: Vite parses the VITE_* variables when it loads its config
 * and puts the result into every bundle. Only tests, which run without that constant and stub
 * their own variables, load the parser here.
 */
export const env: Env = typeof __APP_ENV__ === 'object' ? __APP_ENV__ : (await import('@/config/env-schema')).parseEnv(import.meta.env);
