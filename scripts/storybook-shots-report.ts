/**
 * The index page of `npm run storybook:shots` (./storybook-shots.ts): the stories grouped by title,
 * each with its light and dark shot side by side, and a red mark with the error text on a story that
 * did not render, threw, or whose play function failed.
 */
import type { Shot } from './storybook-shots-page';

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

export interface ModeResult {
  mode: Mode;
  /** The iframe address the shot was taken at, relative to the Storybook's root. */
  path: string;
  shot: Shot | null;
  /** Why there is no shot (the page crashed, the browser went away…). */
  error?: string;
}

export interface StoryResult extends StoryEntry {
  modes: ModeResult[];
}

/** `messages` per mode, each text once, with the modes it happened in: `light, dark: …`. */
function byText(story: StoryResult, messagesOf: (result: ModeResult) => string[]): string[] {
  const modes = new Map<string, Mode[]>();
  for (const result of story.modes) {
    for (const message of new Set(messagesOf(result))) modes.set(message, [...(modes.get(message) ?? []), result.mode]);
  }
  return [...modes].map(([message, where]) => `${where.join(', ')}: ${message}`);
}

/** Why the story failed, in either mode; empty when it did not. */
export function failuresOf(story: StoryResult): string[] {
  return byText(story, ({ shot, error }) => [
    ...(error ? [`no shot: ${error}`] : []),
    ...(shot?.renderErrors ?? []),
    ...(shot?.playErrors.map((text) => `play function: ${text}`) ?? []),
    ...(shot?.pageErrors.map((text) => `uncaught: ${text}`) ?? []),
  ]);
}

/** Axe findings: shown, not counted as failures (npm run test:storybook is the gate for those). */
export function a11yOf(story: StoryResult): string[] {
  return byText(story, ({ shot }) => (shot && shot.a11y.length > 0 ? [`axe: ${shot.a11y.join(', ')}`] : []));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function figure(story: StoryResult, result: ModeResult, storybook: string): string {
  const { shot, mode } = result;
  const caption = `<figcaption>${mode}${shot ? ` · ${shot.size.width}×${shot.size.height}` : ''} · <a href="${escapeHtml(`${storybook}/${result.path}`)}">iframe</a></figcaption>`;
  if (!shot) return `<figure class="missing"><div class="frame"><p>No shot</p></div>${caption}</figure>`;
  const file = escapeHtml(shot.file);
  const alt = escapeHtml(`${story.title} / ${story.name}, ${mode} mode`);
  return `<figure><div class="frame"><a href="${file}"><img loading="lazy" src="${file}" alt="${alt}" width="${shot.size.width}" height="${shot.size.height}"></a></div>${caption}</figure>`;
}

function article(story: StoryResult, storybook: string): string {
  const failures = failuresOf(story);
  const notes = a11yOf(story);
  const list = (items: string[], kind: string) =>
    items.length > 0 ? `<ul class="${kind}">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  const mark = failures.length > 0 ? '<span class="mark" title="failed">✗ failed</span> ' : '';
  const link = `${storybook}/index.html?path=/story/${encodeURIComponent(story.id)}`;
  return `<article id="${escapeHtml(story.id)}" class="${failures.length > 0 ? 'story failed' : 'story'}">
<h3>${mark}${escapeHtml(story.name)} <a class="open" href="${escapeHtml(link)}">open in Storybook</a></h3>
${list(failures, 'errors')}${list(notes, 'notes')}
<div class="pair">${story.modes.map((result) => figure(story, result, storybook)).join('')}</div>
</article>`;
}

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; padding: 0 24px 48px; max-width: 1600px; color: #1a1a1a; background: #fafafa; }
header { padding: 24px 0 8px; }
h1 { margin: 0 0 4px; font-size: 26px; }
nav ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 14px; }
.bad { color: #b00020; font-weight: 600; }
.failed { margin: 4px 0; padding-left: 20px; }
section { margin-top: 32px; }
h2 { font-size: 21px; border-bottom: 1px solid #ccc; padding-bottom: 4px; }
.story { margin: 18px 0 28px; padding: 12px 16px; background: #fff; border: 1px solid #e2e2e2; border-radius: 8px; }
.story.failed { border: 2px solid #d00020; background: #fff6f6; }
h3 { margin: 0 0 8px; font-size: 17px; }
.mark { color: #fff; background: #d00020; border-radius: 4px; padding: 1px 7px; font-size: 13px; vertical-align: 2px; }
.open { font-size: 13px; font-weight: normal; margin-left: 8px; }
.errors { color: #a0001a; margin: 6px 0 10px; padding-left: 20px; white-space: pre-wrap; word-break: break-word; }
.notes { color: #7a5200; margin: 6px 0 10px; padding-left: 20px; font-size: 13px; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; align-items: start; }
figure { margin: 0; }
.frame { width: fit-content; max-width: 100%; max-height: 75vh; overflow: auto; border: 1px solid #d6d6d6; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.frame img { display: block; max-width: 100%; height: auto; }
.missing .frame { padding: 40px; text-align: center; color: #a0001a; }
figcaption { font-size: 13px; color: #555; margin-top: 4px; }
`;

export interface ReportSummary {
  stories: number;
  shots: number;
  failed: number;
  seconds: number;
  when: Date;
}

/**
 * The page. `storybook` is the static Storybook's folder relative to the page, for the links to
 * each story; the PNGs sit beside the page.
 */
export function reportHtml(stories: StoryResult[], storybook: string, summary: ReportSummary): string {
  const titles = [...new Set(stories.map((story) => story.title))];
  const groups = titles.map((title) => ({ title, stories: stories.filter((story) => story.title === title) }));
  const nav = groups
    .map(({ title, stories: inGroup }) => {
      const failed = inGroup.filter((story) => failuresOf(story).length > 0).length;
      return `<li><a href="#${slug(title)}">${escapeHtml(title)}</a>${failed > 0 ? ` <span class="bad">✗ ${failed}</span>` : ''}</li>`;
    })
    .join('');
  const sections = groups
    .map(({ title, stories: inGroup }) => `<section id="${slug(title)}"><h2>${escapeHtml(title)}</h2>\n${inGroup.map((story) => article(story, storybook)).join('\n')}</section>`)
    .join('\n');
  const failed = stories.filter((story) => failuresOf(story).length > 0);
  const failedList = failed.length > 0
    ? `<h2 class="bad">Failed</h2><ul class="failed">${failed.map((story) => `<li><a href="#${escapeHtml(story.id)}">${escapeHtml(`${story.title} / ${story.name}`)}</a></li>`).join('')}</ul>`
    : '';
  const counts = `${summary.stories} stories, ${summary.shots} shots, ${summary.failed} failed, ${Math.round(summary.seconds)} s, ${summary.when.toISOString()}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Storybook shots</title><style>${STYLE}</style></head>
<body>
<header><h1>Storybook shots</h1><p>${escapeHtml(counts)}</p><nav><ul>${nav}</ul></nav>${failedList}</header>
<main>
${sections}
</main>
</body>
</html>
`;
}
