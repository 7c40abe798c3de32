import { describe, expect, it } from 'vitest';
import { fileForPath } from './first-visit-pages';
import { INDEX, PAGE, PAGE_FILES, runPlacingScript } from './placing-script-harness';
import { APP_DID_NOT_LOAD, hoistStyles, pageDocument, shellDocument } from './page-documents';

describe('fileForPath', () => {
  it('maps the landing page to index.html and other pages to a .html file of their path', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/login')).toBe('login.html');
    expect(fileForPath('/admin/login')).toBe('admin/login.html');
  });
});

describe('hoistStyles', () => {
  it('merges the class styles into one emotion sheet naming every id, keeps and marks global styles, and marks all as in place', () => {
    const { styles, body } = hoistStyles(PAGE);
    expect(styles).toBe(
      '<style data-s="" data-prerendered-globals="" data-emotion="css-global g1">:root{--x:1}</style>' +
        '<style data-s="" data-emotion="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>',
    );
    expect(body).toBe('<title>Login · Dispute Centre</title><h1 class="css-a1">Sign in</h1><p class="css-b2">Welcome</p>');
  });

  it('keeps a style that two renders share once', () => {
    expect(hoistStyles(PAGE + PAGE).styles).toBe(hoistStyles(PAGE).styles);
  });
});

describe('pageDocument', () => {
  const html = pageDocument(INDEX, PAGE, { paths: ['/login'], base: '/', appStarts: 'after-first-paint' });
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body>'));

  it('takes the page title and puts the styles in the head', () => {
    expect(head).toContain('<title>Login · Dispute Centre</title>');
    expect(head).not.toContain('<title>Dispute Centre</title>');
    expect(head).toContain('<style data-s="" data-emotion="css a1 b2">');
    expect(body).not.toContain('<title>');
  });

  it('puts the page in a template next to the root, for a script that places it on its own paths only', () => {
    expect(body).toContain('<div id="root"></div><template id="prerendered"><h1 class="css-a1">Sign in</h1>');
    const script = body.slice(body.indexOf('<script>'));
    expect(script).toContain('["/login"].indexOf(p)>=0');
    expect(script).toContain("r.setAttribute('data-prerendered','');r.inert=true;");
  });

  it('preloads the entry at once and imports it from the placing script', () => {
    expect(head).not.toContain('<script type="module"');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/index-A.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/react-B.js">');
    expect(head).toContain('preloadRoute()');
    expect(body).toContain('import("/assets/index-A.js")');
  });

  it('puts a loading shell in a template of its own, with its styles in the head', () => {
    const shell = '<style data-emotion="css s3">.css-s3{margin:auto}</style><p class="css-s3" role="status">Loading...</p>';
    const withShell = pageDocument(INDEX, PAGE, { paths: ['/'], base: '/', appStarts: 'after-first-paint', loadingShell: shell });
    expect(withShell).toContain('<template id="loading-shell"><p class="css-s3" role="status">Loading...</p></template>');
    expect(withShell.slice(0, withShell.indexOf('</head>'))).toContain('<style data-s="" data-emotion="css a1 b2 s3">');
    expect(html).not.toContain('<template id="loading-shell">');
  });

  it('refuses an index.html it does not recognise rather than writing a page that never starts', () => {
    const options = { paths: ['/'], base: '/', appStarts: 'after-first-paint' } as const;
    expect(() => pageDocument(INDEX.replace('<div id="root"></div>', '<main></main>'), PAGE, options)).toThrow(/#root|root/);
    expect(() => pageDocument(INDEX.replace(/<script type="module"[^>]*><\/script>/, ''), PAGE, options)).toThrow(/entry/);
  });
});

describe('shellDocument', () => {
  const shell = '<style data-emotion="css-global g1">:root{--x:1}</style><style data-emotion="css s3">.css-s3{margin:auto}</style><p class="css-s3" role="status">Loading...</p>';
  const html = shellDocument(INDEX, shell, PAGE_FILES);
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body>'));

  it('puts the loading view in #root and its styles, globals marked, in the head', () => {
    expect(body).toContain('<div id="root"><p class="css-s3" role="status">Loading...</p></div>');
    expect(head).toContain('<style data-s="" data-prerendered-globals="" data-emotion="css-global g1">:root{--x:1}</style>');
    expect(head).toContain('<style data-s="" data-emotion="css s3">.css-s3{margin:auto}</style>');
    expect(body).not.toContain('<template');
  });

  it("names the entry and the page's chunks as preloads in the head's markup, in place of the route preloader", () => {
    expect(head).not.toContain('preloadRoute()');
    expect(head).not.toContain('<script type="module"');
    const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/assets/index-A.js', '/assets/react-B.js', ...PAGE_FILES]);
  });

  it('starts the app at once, over the loading view', () => {
    const run = runPlacingScript('/dashboard', { paintTiming: true, shell });
    expect(run.started).toEqual(['/assets/index-A.js']);
    expect(run.preloaded).toEqual([]);
    expect(run.root.emptied).toBe(false);
  });

  it('replaces the loading view with the notice when the app cannot be fetched', async () => {
    const run = runPlacingScript('/dashboard', { paintTiming: true, shell });
    await run.importFails();
    expect(run.root.emptied).toBe(true);
    expect(run.notices.map((notice) => notice.text)).toEqual([`${APP_DID_NOT_LOAD}Reload`]);
  });

  it('refuses an index.html without the route preloader, whose place its preloads take', () => {
    expect(() => shellDocument(INDEX.replace(/<script id="route-preload">.*?<\/script>/, ''), shell, PAGE_FILES)).toThrow(/route preloader/);
  });
});
