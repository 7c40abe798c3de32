/**
 * npm run test:contract [-- --base-url URL] [--prism]
 * Runs the conformance suite against URL, or against the reference server it starts itself.
 * --prism sends every call through Prism's validating proxy (`prism proxy openapi.json URL`) and
 * fails a test when Prism finds its calls or their answers at odds with openapi.json
 * (tests/prism/contractProxy.ts says which findings count).
 * CONTRACT_ADMIN_USERNAME / CONTRACT_ADMIN_PASSWORD name an admin account on that server
 * (default: the demo admin of the mock backend).
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const at = args.indexOf('--base-url');
const baseUrl = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--base-url='))?.slice('--base-url='.length);
if (at >= 0 && (!baseUrl || baseUrl.startsWith('--'))) {
  console.error('--base-url needs a URL, e.g. --base-url http://localhost:8787');
  process.exit(2);
}
const prism = args.includes('--prism');
const passThrough = args.filter(
  (arg, index) => !(arg.startsWith('--base-url') || (at >= 0 && index === at + 1) || arg === '--prism'),
);
const result = spawnSync('npx', ['vitest', 'run', '--config', 'tests/contract/vitest.config.ts', ...passThrough], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(baseUrl ? { CONTRACT_BASE_URL: baseUrl } : {}),
    ...(prism ? { CONTRACT_PRISM: '1' } : {}),
  },
});
process.exit(result.status ?? 1);
