/**
 * The page files of the build (./vite-prerender.ts writes them), made from the build's index.html.
 *
 * A prerendered page's file (`pageDocument`): the page's HTML sits in a <template>, and an inline
 * script moves it into #root only when the address is one of the page's paths, so index.html
 * served for /dashboard never shows the landing page: there it shows the app's loading view until
 * the app renders. On the page's own address the script starts the app after the first paint or on
 * the first interaction, as ./first-visit-pages.ts says for the page.
 *
 * A listed page that is not prerendered (`shellDocument`): the loading view in #root, the page's
 * chunks preloaded by the head.
 */
import { AWAITS_APP_ATTRIBUTE, PRERENDERED_ATTRIBUTE, PRERENDERED_GLOBAL_STYLES_ATTRIBUTE } from '../src/components/prerendered';
import { SESSION_HINT_STORAGE_KEY } from '../src/features/auth/sessionHint';
import { currentPathScript, modulePreloadScript, type AppStart } from './first-visit-pages';
import { ROUTE_PRELOAD_SCRIPT_ID } from './vite-route-preload';

const ROOT_ELEMENT = '<div id="root"></div>';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const EMOTION_STYLE = /<style data-emotion="([^"]+)">([^<]*)<\/style>/g;
const TITLE = /<title>[^<]*<\/title>/;
/** Where the page's HTML ends and the loading shell's begins, while their styles are hoisted together. */
const SHELL_MARK = '<!--loading-shell-->';

/**
 * The rendered HTML's styles, moved out of it. React's server renderer writes a <style> per
 * emotion class beside the element that uses it; one sheet in the head is parsed once, and
 * emotion in the browser takes it over as rendered (its `data-emotion` attribute lists the ids
 * it holds, so the app does not insert those rules again). Global styles keep their own tags,
 * marked so the app knows it need not make them again (`documentHasGlobalStyles`).
 *
 * `data-s` tells emotion the tags are already where they belong: without it, emotion moves every
 * server-rendered tag to the end of the head when it starts, and each move makes the browser
 * restyle the whole page.
 */
export function hoistStyles(pageHtml: string): { styles: string; body: string } {
  const ids: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  // The same tag twice (two renders in one file) is kept once.
  const seen = new Set<string>();
  const body = pageHtml.replace(EMOTION_STYLE, (tag, attribute: string, css: string) => {
    if (seen.has(tag)) return '';
    seen.add(tag);
    const [key, ...names] = attribute.split(' ');
    if (key === 'css') {
      ids.push(...names);
      rules.push(css);
    } else globals.push(tag.replace('<style ', `<style data-s="" ${PRERENDERED_GLOBAL_STYLES_ATTRIBUTE}="" `));
    return '';
  });
  const sheet = ids.length ? `<style data-s="" data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '';
  return { styles: globals.join('') + sheet, body };
}

/**
 * Calls `start` once the browser has shown the first paint: the paint-timing entry arrives when
 * the frame is on screen, which a frame callback does not promise (the app's evaluation would then
 * run before the paint is shown, holding it back). Without paint timing, after the next frame; a
 * hidden tab gets neither, hence the timer.
 */
const startAfterFirstPaint =
  `var later=function(){setTimeout(start,0)};` +
  `if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0){` +
  `var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}});` +
  `o.observe({type:'paint',buffered:true})}else requestAnimationFrame(later);setTimeout(start,1000);`;

/** Shown above #root when the app's code cannot be fetched (offline, or a page cached from before a deploy). */
export const APP_DID_NOT_LOAD = 'The app could not load. Check your connection, then reload the page.';

/**
 * Declares `failed`: a notice with a Reload button before #root, outside what the app would manage.
 * The loading view goes (it would spin for ever); a prerendered page stays readable, and inert:
 * without the app its forms would submit natively, putting what was typed in the address.
 */
const appDidNotLoad =
  `var failed=function(){if(document.getElementById('app-did-not-load'))return;var b=document.createElement('div');b.id='app-did-not-load';` +
  `b.setAttribute('role','alert');b.style.cssText='display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:center;padding:12px 16px;` +
  `font:16px/1.5 system-ui,sans-serif;color:var(--chakra-colors-fg,#09090b);background:var(--chakra-colors-bg-error,#fee2e2);` +
  `border-bottom:1px solid var(--chakra-colors-border-error,#dc2626)';` +
  `b.appendChild(document.createTextNode(${JSON.stringify(APP_DID_NOT_LOAD)}));var k=document.createElement('button');k.type='button';` +
  `k.textContent='Reload';k.style.cssText='font:inherit;color:inherit;background:none;border:1px solid currentColor;border-radius:6px;` +
  `padding:4px 12px;cursor:pointer';k.onclick=function(){location.reload()};` +
  `b.appendChild(k);if(!own)r.innerHTML='';r.parentNode.insertBefore(b,r)};`;

/** Where the app starts on a page's own address: see ./first-visit-pages.ts. */
export interface PageDocumentOptions {
  /** The addresses the page is for (`/` and `/landing`); elsewhere the file is only a fallback. */
  paths: readonly string[];
  base: string;
  appStarts: AppStart;
  /** The page's own chunks, preloaded when its app starts ('on-first-interaction' only). */
  pageFiles?: readonly string[];
  /** The app's loading view, for the other addresses (index.html only). */
  loadingShell?: string;
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** What only the app can answer on a page whose links work without it. */
const CONTROLS = 'button,input,select,textarea,form';
/** A visitor starting to use the page: the pointer moves or presses, a touch, a key, a focus, a scroll. */
const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

/**
 * The page file: the build's index.html with the page's title and styles, its HTML in a template,
 * and a script that places it and then starts the app. On any other address (index.html is also
 * every route's fallback) the app starts at once, over the `loadingShell` when there is one.
 *
 * 'after-first-paint': the app's code is fetched at once (the entry becomes a modulepreload beside
 * the build's others), but runs only after the placed page has painted: run earlier, it would hold
 * the paint back by the time React and the theme take to evaluate (about a second on a mid-range
 * phone). The page is `inert` until the app has adopted it (src/components/prerendered.ts), so
 * nothing typed or pressed before then is lost.
 *
 * 'on-first-interaction': the head preloads nothing; the script fetches and starts the app on the
 * first interaction, or after the first paint when the browser has a signed-in session (the page's
 * header then changes). Until the app adopts the page only its controls are `inert`: links work.
 */
export function pageDocument(indexHtml: string, pageHtml: string, options: PageDocumentOptions): string {
  const { paths, base, appStarts, pageFiles = [], loadingShell = '' } = options;
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');

  const title = TITLE.exec(pageHtml)?.[0];
  const { styles, body } = hoistStyles(`${pageHtml}${SHELL_MARK}${loadingShell}`.replace(new RegExp(TITLE.source, 'g'), ''));
  const [page = '', shell = ''] = body.split(SHELL_MARK);

  let html = indexHtml.replace(ENTRY_SCRIPT, `<link rel="modulepreload" crossorigin href="${entry}">`);
  // Preloaded when the app starts rather than by the head, on a page that starts it on interaction.
  const deferred: string[] = [];
  if (appStarts === 'on-first-interaction') {
    html = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
      deferred.push(href);
      return '';
    });
  }
  const ownStart =
    appStarts === 'after-first-paint'
      ? `r.inert=true;${startAfterFirstPaint}`
      : `var h;try{h=localStorage.getItem(${JSON.stringify(SESSION_HINT_STORAGE_KEY)})}catch(e){}pre=pre.concat(${JSON.stringify(pageFiles)});` +
        `if(h){r.inert=true;${startAfterFirstPaint}}else{var c=r.querySelectorAll(${JSON.stringify(CONTROLS)});` +
        `for(var i=0;i<c.length;i++){c[i].inert=true;c[i].setAttribute('${AWAITS_APP_ATTRIBUTE}','')}` +
        `var ev=${JSON.stringify(INTERACTIONS)};var go=function(){for(var j=0;j<ev.length;j++)removeEventListener(ev[j],go,true);start()};` +
        `for(var j=0;j<ev.length;j++)addEventListener(ev[j],go,{capture:true,passive:true})}`;
  const placeThenStart =
    `(function(){${currentPathScript(base)}var t=document.getElementById('prerendered');var s=document.getElementById('loading-shell');` +
    `var r=document.getElementById('root');var own=${JSON.stringify(paths)}.indexOf(p)>=0;${appDidNotLoad}var pre=${JSON.stringify(deferred)};` +
    `var started=false;var start=function(){if(started)return;started=true;${modulePreloadScript('pre')}import(${JSON.stringify(entry)}).catch(failed)};` +
    `if(own){r.appendChild(t.content);r.setAttribute('${PRERENDERED_ATTRIBUTE}','');${ownStart}}` +
    `else{if(s)r.appendChild(s.content);start()}t.remove();if(s)s.remove()})();`;
  const templates = `<template id="prerendered">${page}</template>${shell ? `<template id="loading-shell">${shell}</template>` : ''}`;

  if (title) html = html.replace(TITLE, title);
  html = html.replace('</head>', `${styles}</head>`);
  return html.replace(ROOT_ELEMENT, `${ROOT_ELEMENT}${templates}<script>${placeThenStart}</script>`);
}

const ROUTE_PRELOAD_SCRIPT = new RegExp(`<script id="${ROUTE_PRELOAD_SCRIPT_ID}">[\\s\\S]*?</script>`);

/**
 * The file of a page that is often opened first but cannot be prerendered (the dashboard depends on
 * the session): the app's loading view already in #root, and no landing page to parse and throw
 * away as on index.html. Its own chunks are preloaded by the head's markup, which the browser's
 * preload scanner reads before any script runs, so the route preloader's script is left out. The
 * app starts as soon as the document is parsed; if its code cannot be fetched, the notice says so.
 */
export function shellDocument(indexHtml: string, loadingShell: string, pageFiles: readonly string[]): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  if (!ROUTE_PRELOAD_SCRIPT.test(indexHtml)) throw new Error('prerender: index.html has no route preloader script');
  const { styles, body } = hoistStyles(loadingShell);
  const preload = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;
  const start = `(function(){var r=document.getElementById('root');var own=false;${appDidNotLoad}import(${JSON.stringify(entry)}).catch(failed)})();`;
  // The page's chunks where the route preloader was: after the entry and what it imports.
  return indexHtml
    .replace(ROUTE_PRELOAD_SCRIPT, pageFiles.map(preload).join(''))
    .replace(ENTRY_SCRIPT, preload(entry))
    .replace('</head>', `${styles}</head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${body}</div><script>${start}</script>`);
}
