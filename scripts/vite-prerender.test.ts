import { describe, expect, it } from 'vitest';
import { fileForPath, hoistStyles, pageDocument } from './vite-prerender';

const INDEX = [
  '<html><head><title>Dispute Centre</title>',
  '<script id="route-preload">(function(){preloadRoute()})();</script>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');

const PAGE = [
  '<title>Login · Dispute Centre</title>',
  '<style data-emotion="css-global g1">:root{--x:1}</style>',
  '<style data-emotion="css a1">.css-a1{color:red}</style><h1 class="css-a1">Sign in</h1>',
  '<style data-emotion="css b2">.css-b2{color:blue}</style><p class="css-b2">Welcome</p>',
].join('');

describe('fileForPath', () => {
  it('maps the landing page to index.html and other pages to a .html file of their path', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/login')).toBe('login.html');
    expect(fileForPath('/admin/login')).toBe('admin/login.html');
  });
});

describe('hoistStyles', () => {
  it('merges the class styles into one emotion sheet naming every id, and keeps global styles as they are', () => {
    const { styles, body } = hoistStyles(PAGE);
    expect(styles).toBe(
      '<style data-emotion="css-global g1">:root{--x:1}</style>' +
        '<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>',
    );
    expect(body).toBe('<title>Login · Dispute Centre</title><h1 class="css-a1">Sign in</h1><p class="css-b2">Welcome</p>');
  });
});

describe('pageDocument', () => {
  const html = pageDocument(INDEX, PAGE, ['/login'], '/');
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body>'));

  it('takes the page title and puts the styles in the head', () => {
    expect(head).toContain('<title>Login · Dispute Centre</title>');
    expect(head).not.toContain('<title>Dispute Centre</title>');
    expect(head).toContain('<style data-emotion="css a1 b2">');
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

  it('refuses an index.html it does not recognise rather than writing a page that never starts', () => {
    expect(() => pageDocument(INDEX.replace('<div id="root"></div>', '<main></main>'), PAGE, ['/'], '/')).toThrow(/#root|root/);
    expect(() => pageDocument(INDEX.replace(/<script type="module"[^>]*><\/script>/, ''), PAGE, ['/'], '/')).toThrow(/entry/);
  });
});
