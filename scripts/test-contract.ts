/**
 * npm run test:contract [-- --base-url URL]
 * Runs the conformance suite against URL, or against the reference server it starts itself.
 * CONTRACT_ADMIN_USERNAME / CONTRACT_ADMIN_PASSWORD name an admin account on that server
 * (default: the demo admin of the mock backend).
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const at = args.indexOf('--base-url');
const baseUrl = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--base-url='))?.slice('--base-url='.length);
if (at >= 0 && !baseUrl) {
  console.error('--base-url needs a URL, e.g. --base-url http://localhost:8787');
  process.exit(2);
}
const passThrough = args.filter((arg, index) => !(arg.startsWith('--base-url') || (at >= 0 && index === at + 1)));
const result = spawnSync('npx', ['vitest', 'run', '--config', 'tests/contract/vitest.config.ts', ...passThrough], {
  stdio: 'inherit',
  env: { ...process.env, ...(baseUrl ? { CONTRACT_BASE_URL: baseUrl } : {}) },
});
process.exit(result.status ?? 1);
