/**
 * The index.html of `npm run storybook:shots`, a Vitest reporter that ./vitest.config.ts adds under
 * STORY_SHOTS: the stories grouped by title, each with its light and dark picture (saved by
 * .storybook/vitest.setup.ts) side by side; a story whose test failed, in either mode, is marked
 * in red with the error.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readCsf } from 'storybook/internal/csf-tools';
import type { Reporter, TestModule } from 'vitest/node';

interface Story {
  id: string;
  title: string;
  name: string;
  /** The failed test's errors (the mode is in their text); null when it passed. */
  errors: string[] | null;
}

const MODES = ['light', 'dark'];
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const plain = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- the terminal colours and the addon's "debug in Storybook" line
    .replace(/\u001b\[[0-9;]*m/g, '')
    .replace(/^\s*Click to debug.*$/m, '')
    .trim();
const STYLE = `body { font: 15px/1.4 system-ui, sans-serif; margin: 24px; } article { margin: 12px 0 24px; padding: 8px 12px; border: 1px solid #ddd; }
.failed { border: 2px solid #d00020; background: #fff6f6; } .failed h3, pre { color: #a0001a; white-space: pre-wrap; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; align-items: start; } img { max-width: 100%; border: 1px solid #ccc; }`;

export default class ShotsGallery implements Reporter {
  private readonly dir: string;
  constructor({ dir }: { dir: string }) {
    this.dir = dir;
  }

  /** The last run's pictures and page go; anything else in the folder stays. */
  async onTestRunStart() {
    const names = await readdir(this.dir).catch(() => []);
    await Promise.all(
      names
        .filter((name) => name.endsWith('.png') || name === 'index.html')
        .map((name) => rm(path.join(this.dir, name))),
    );
  }

  async onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const stories = new Map<string, Story>();
    for (const module of modules) {
      const csf = (await readCsf(module.moduleId, { makeTitle: (title) => title })).parse();
      for (const test of module.children.allTests()) {
        const { storyId: id } = test.meta();
        const result = test.result();
        if (!id || result.state === 'skipped' || result.state === 'pending') continue;
        const errors = result.state === 'failed' ? (result.errors ?? []).map((error) => plain(error.message)) : null;
        stories.set(id, {
          id,
          title: csf.meta?.title ?? module.relativeModuleId,
          name: csf.stories.find((s) => s.id === id)?.name ?? test.name,
          errors,
        });
      }
    }
    const figure = async (id: string, mode: string) => {
      const png = await readFile(path.join(this.dir, `${id}--${mode}.png`)).catch(() => null);
      const picture = png
        ? `<a href="${escape(`${id}--${mode}.png`)}"><img loading="lazy" src="${escape(`${id}--${mode}.png`)}" alt="${escape(`${id}, ${mode}`)}"></a>`
        : '<p>no picture</p>';
      return `<figure>${picture}<figcaption>${mode}${png ? ` · ${png.readUInt32BE(16)}×${png.readUInt32BE(20)}` : ''}</figcaption></figure>`;
    };
    const sorted = [...stories.values()].sort((a, b) => a.title.localeCompare(b.title));
    const failed = sorted.filter((story) => story.errors);
    const html = [
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storybook shots</title><style>${STYLE}</style></head><body>`,
      `<h1>Storybook shots</h1><p>${sorted.length} stories, ${failed.length} failed ${new Date().toISOString()}</p>`,
      ...failed.map(
        (story) =>
          `<p class="failed"><a href="#${escape(story.id)}">✗ ${escape(`${story.title} / ${story.name}`)}</a></p>`,
      ),
    ];
    for (const [i, story] of sorted.entries()) {
      if (story.title !== sorted[i - 1]?.title) html.push(`<h2>${escape(story.title)}</h2>`);
      const errors = story.errors ? `<pre>${escape(story.errors.join('\n'))}</pre>` : '';
      html.push(
        `<article id="${escape(story.id)}"${errors ? ' class="failed"' : ''}><h3>${errors ? '✗ ' : ''}${escape(story.name)}</h3>${errors}`,
        `<div class="pair">${(await Promise.all(MODES.map((mode) => figure(story.id, mode)))).join('')}</div></article>`,
      );
    }
    await writeFile(path.join(this.dir, 'index.html'), `${html.join('\n')}\n</body></html>\n`);
  }
}
