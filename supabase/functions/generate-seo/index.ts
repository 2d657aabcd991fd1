import { handleGenerateSeo } from './handler.ts';

Deno.serve(handleGenerateSeo);
