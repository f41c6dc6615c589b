import { describe, expect, it } from 'vitest';
import { isSiteTemplate, renderSiteDocument, withAppStartedAfterLoad } from './site-document';

const BUILT = `<!doctype html>
<html lang="de">
  <head>
    <meta name="description" content="Shell" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-2.js">
    <title>Isarwert Immobilien</title>
  </head>
  <body>
    <div id="root"><!--app-html--><div class="spinner"></div><!--/app-html--></div>
    <!--app-state-->
  </body>
</html>`;

describe('renderSiteDocument', () => {
  it('puts the page, its language, title, description, head tags and state into the template', () => {
    const html = renderSiteDocument(BUILT, {
      language: 'fr',
      title: 'Appartement | Isarwert',
      description: 'Lumineux & calme',
      headTags: '<link rel="canonical" href="https://example.de/?lang=fr">',
      appHtml: '<main>Bonjour</main>',
      stateJson: '{"language":"fr"}',
    });
    expect(isSiteTemplate(BUILT)).toBe(true);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Appartement | Isarwert</title>');
    expect(html).toContain('content="Lumineux &amp; calme"');
    expect(html).toContain('<link rel="canonical" href="https://example.de/?lang=fr">\n  </head>');
    expect(html).toContain('<div id="root"><main>Bonjour</main></div>');
    expect(html).not.toContain('spinner');
    expect(html).toContain('<script id="ssr-state" type="application/json">{"language":"fr"}</script>');
  });

  it("keeps '$' patterns and script endings in the page's texts harmless", () => {
    const html = renderSiteDocument(BUILT, {
      language: 'de',
      title: "Villa $& $' $`",
      headTags: '<meta name="x" content="$&">',
      appHtml: '<p>Preis $&</p>',
      stateJson: JSON.stringify({ title: '</script><script>alert(1)</script>\u2028' }),
    });
    expect(html).toContain('<title>Villa $&amp; $&#39; $`</title>');
    expect(html).toContain('<meta name="x" content="$&">');
    expect(html).toContain('<p>Preis $&</p>');
    expect(html).not.toContain('<script>alert(1)');
    const state = /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(state)).toEqual({ title: '</script><script>alert(1)</script>\u2028' });
  });
});

describe('withAppStartedAfterLoad', () => {
  it('moves the entry and its imports onto the boot script', () => {
    const html = withAppStartedAfterLoad(BUILT);
    expect(html).toContain(
      '<script type="module" src="/boot.js" fetchpriority="low" data-entry="/assets/index-abc.js" data-preload="/assets/jsx-runtime-1.js /assets/i18n-2.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-abc.js"');
  });

  it('starts several entry scripts in their order from the one boot script', () => {
    const twoEntries = BUILT.replace(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<script type="module" crossorigin src="/assets/runtime-0.js"></script>\n    <script type="module" crossorigin src="/assets/app-abc.js"></script>',
    );
    const html = withAppStartedAfterLoad(twoEntries);
    expect(html).toContain('data-entry="/assets/runtime-0.js /assets/app-abc.js"');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html).not.toContain('crossorigin src=');
  });

  it('leaves a template without an entry script as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(withAppStartedAfterLoad(plain)).toBe(plain);
  });
});
