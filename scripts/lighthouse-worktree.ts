/**
 * `npm run bench:lighthouse -- --compare <ref>`: the commit to compare with, checked out beside the
 * working tree in a temporary `git worktree` (detached, so no branch is created or moved, and the
 * working tree, its index and its stash are never touched).
 *
 * Dependencies: when the commit's package-lock.json is the working tree's, its node_modules is a
 * symlink to the working tree's (an install takes minutes on this machine and would install the
 * same thing). Otherwise the checkout gets its own `npm ci`, since the figures would otherwise mix
 * the commit's code with today's libraries.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { onCleanup } from './lighthouse-cleanup';

const run = promisify(execFile);

export interface Checkout {
  root: string;
  /** The ref as given, with its commit: `HEAD~3 (1a2b3c4d5)`. */
  label: string;
}

async function git(root: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', ['-C', root, ...args], { maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

function npmCi(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm ci in ${root} exited with ${code}`))));
  });
}

/** Checks `ref` out into a temporary worktree of the repository at `root`, removed again on exit. */
export async function checkout(root: string, ref: string): Promise<Checkout> {
  const sha = (await git(root, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`])).trim();
  const label = `${ref} (${sha.slice(0, 9)})`;
  const dir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-ref-'));
  let linked = false;
  onCleanup(`worktree ${label}`, async () => {
    // The link first: removing the worktree must never reach through it into the working tree's packages.
    if (linked) await unlink(join(dir, 'node_modules')).catch(() => undefined);
    await git(root, ['worktree', 'remove', '--force', dir]).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    await git(root, ['worktree', 'prune']).catch(() => undefined);
  });

  console.log(`[lighthouse] checking out ${label} into ${dir}`);
  await git(root, ['worktree', 'add', '--detach', '--quiet', dir, sha]);

  const [theirs, ours] = await Promise.all([git(root, ['show', `${sha}:package-lock.json`]), readFile(join(root, 'package-lock.json'), 'utf8')]);
  if (theirs === ours) {
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    linked = true;
    console.log(`[lighthouse] ${label}: same package-lock.json, node_modules linked to the working tree's`);
  } else {
    const started = Date.now();
    console.log(`[lighthouse] ${label}: package-lock.json differs, running npm ci in the worktree…`);
    await npmCi(dir);
    console.log(`[lighthouse] ${label}: npm ci took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return { root: dir, label };
}
