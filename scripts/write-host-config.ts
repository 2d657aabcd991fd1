import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { distDir, rootDir } from './lib/paths.ts';
import { headerConfigFromEnv, netlifyHeadersFile, nginxHeaders, securityHeaders, vercelConfig } from './lib/security-headers.ts';

/** Writes the security headers for static hosts next to the built site. */
export async function writeHostConfig(): Promise<void> {
  const headers = securityHeaders(headerConfigFromEnv(rootDir));
  await writeFile(path.join(distDir, '_headers'), netlifyHeadersFile(headers));
  await writeFile(path.join(distDir, 'vercel.json'), `${JSON.stringify(vercelConfig(headers), null, 2)}\n`);
  await writeFile(path.join(distDir, 'nginx-security-headers.conf'), nginxHeaders(headers));
  console.log('host configuration written: _headers, vercel.json, nginx-security-headers.conf');
}
