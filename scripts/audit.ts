import { spawnSync } from 'node:child_process';

/**
 * `npm audit --omit=dev`, failing on high or critical findings. When the registry's advisory
 * service cannot be reached (it is not, from some sandboxes), that is reported, not hidden.
 */
const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: { metadata?: { vulnerabilities?: Record<string, number> }; statusCode?: number; message?: string };
try {
  report = JSON.parse(result.stdout || '{}');
} catch {
  report = {};
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.log(`npm audit: advisory service unavailable (${report.message ?? result.stderr.trim() ?? 'no answer'})`);
  process.exit(0);
}

console.log('npm audit --omit=dev:', JSON.stringify(counts));
if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
  console.error('npm audit found high or critical vulnerabilities in production dependencies');
  process.exit(1);
}
