/**
 * Every story as a picture, light and dark, for design review without opening Storybook:
 *
 *   npm run storybook:shots                                   # builds Storybook, then shoots
 *   npm run storybook:shots -- --static storybook-static      # reuses a build (npm run build-storybook)
 *   npm run storybook:shots -- --out some/dir --only landing  # another folder; ids containing "landing"
 *
 * Builds the static Storybook into `<out>/storybook/` (unless `--static` names one), serves it with
 * the project's static server (./serve-build.ts), opens every story of its index.json in headless
 * Chromium once per colour mode at the story's viewport (./storybook-shots-viewports.ts,
 * ./storybook-shots-page.ts), and writes the PNGs and an index.html (./storybook-shots-report.ts)
 * into `<out>` (default `storybook-shots/`).
 * Exits 1 when a story did not render, threw, or its play function failed.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/utils/chromium';
import { serveBuild } from './serve-build';
import { shootStory } from './storybook-shots-page';
import { failuresOf, MODES, reportHtml, type Mode, type ModeResult, type StoryEntry, type StoryResult } from './storybook-shots-report';
import { DEFAULT_VIEWPORT, storyViewports, type Size } from './storybook-shots-viewports';

/** Two pages at once: this machine has two cores, and a third page only slows the other two. */
const PARALLEL_PAGES = 2;

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** `storybook build` as `npm run build-storybook` runs it, into `dir`; its chatter is shown only when it fails. */
async function buildStorybook(dir: string): Promise<void> {
  const bin = path.resolve('node_modules', '.bin', 'storybook');
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(bin, ['build', '-o', dir, '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) {
    console.error(output.join('').split('\n').slice(-40).join('\n'));
    throw new Error(`storybook build exited with ${String(code)}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The stories (not docs entries) of the build's index.json, in its order. */
async function readStories(dir: string): Promise<StoryEntry[]> {
  const index: unknown = JSON.parse(await readFile(path.join(dir, 'index.json'), 'utf8'));
  const entries = isRecord(index) && isRecord(index.entries) ? Object.values(index.entries) : [];
  return entries.flatMap((entry) =>
    isRecord(entry) && entry.type === 'story' && typeof entry.id === 'string' && typeof entry.title === 'string' && typeof entry.name === 'string'
      ? [{ id: entry.id, title: entry.title, name: entry.name }]
      : [],
  );
}

/** Old PNGs and the old page go; anything else in the folder (a Storybook build among them) stays. */
async function clearShots(out: string): Promise<void> {
  const names = await readdir(out);
  await Promise.all(names.filter((name) => name.endsWith('.png') || name === 'index.html').map((name) => rm(path.join(out, name))));
}

const storyPath = (id: string, mode: Mode) =>
  `iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=colorMode:${mode}`;

/** Every line after the first `spaces` in, under the line that starts it. */
const indent = (text: string, spaces: number) => text.split('\n').join(`\n${' '.repeat(spaces)}`);

interface Job {
  story: StoryResult;
  mode: Mode;
}

async function runJobs(browser: Browser, baseUrl: string, out: string, stories: StoryResult[], viewports: Map<string, Size>): Promise<void> {
  const jobs: Job[] = stories.flatMap((story) => MODES.map((mode) => ({ story, mode })));
  let next = 0;
  let done = 0;
  const worker = async () => {
    const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, deviceScaleFactor: 1 });
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const { story, mode } = job;
      const result: ModeResult = { mode, path: storyPath(story.id, mode), shot: null };
      const viewport = viewports.get(story.id) ?? DEFAULT_VIEWPORT;
      try {
        result.shot = await shootStory(context, `${baseUrl}/${result.path}`, viewport, path.join(out, `${story.id}--${mode}.png`));
        result.shot.file = path.basename(result.shot.file);
      } catch (error) {
        result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
      story.modes.push(result);
      done += 1;
      const problems = failuresOf({ ...story, modes: [result] });
      const time = result.shot ? `${(result.shot.ms / 1000).toFixed(1)} s` : '';
      const failed = problems.length > 0 ? `\n    FAILED ${indent(problems.join('\n'), 6)}` : '';
      console.log(`[${done}/${jobs.length}] ${story.id} ${mode} ${viewport.width}px ${time}${failed}`);
    }
    await context.close();
  };
  await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  for (const story of stories) story.modes.sort((a, b) => MODES.indexOf(a.mode) - MODES.indexOf(b.mode));
}

async function main(): Promise<number> {
  const started = performance.now();
  const out = path.resolve(argument('out') ?? 'storybook-shots');
  const given = argument('static');
  const staticDir = path.resolve(given ?? path.join(out, 'storybook'));
  // The shots' index.html would replace the build's own.
  if (staticDir === out) throw new Error('--out must not be the Storybook build itself');
  await mkdir(out, { recursive: true });
  await clearShots(out);
  if (!given) {
    console.log(`building Storybook into ${path.relative(process.cwd(), staticDir)}/ …`);
    await buildStorybook(staticDir);
    console.log(`built in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  const only = argument('only');
  const entries = (await readStories(staticDir)).filter((story) => !only || story.id.includes(only));
  if (entries.length === 0) throw new Error(`no stories in ${path.join(staticDir, 'index.json')}${only ? ` with "${only}" in the id` : ''}`);
  const stories: StoryResult[] = entries.map((entry) => ({ ...entry, modes: [] }));

  // No SPA fallback: the build's files are served as they are, mockServiceWorker.js at the root among them.
  const served = await serveBuild({ dir: staticDir, port: 0, spaFallback: false });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS] });
  try {
    const viewports = await storyViewports(browser, `${served.url}/iframe.html`, stories.map((story) => story.id));
    const sized = [...viewports.values()].filter((size) => size.width !== DEFAULT_VIEWPORT.width).length;
    console.log(`${stories.length} stories × ${MODES.length} colour modes at ${served.url}, ${PARALLEL_PAGES} pages at a time (${sized} at their own viewport)`);
    await runJobs(browser, served.url, out, stories, viewports);
  } finally {
    await browser.close();
    await served.close();
  }

  const failed = stories.filter((story) => failuresOf(story).length > 0);
  const shots = stories.flatMap((story) => story.modes).filter((result) => result.shot).length;
  const seconds = (performance.now() - started) / 1000;
  const storybook = path.relative(out, staticDir).split(path.sep).join('/') || '.';
  await writeFile(path.join(out, 'index.html'), reportHtml(stories, storybook, { stories: stories.length, shots, failed: failed.length, seconds, when: new Date() }));

  console.log(`\n${stories.length} stories, ${shots} shots, ${failed.length} failed, ${Math.round(seconds)} s`);
  for (const story of failed) console.log(`  ✗ ${story.title} / ${story.name} (${story.id})\n      ${indent(failuresOf(story).join('\n'), 6)}`);
  console.log(`open ${path.relative(process.cwd(), path.join(out, 'index.html'))}`);
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
