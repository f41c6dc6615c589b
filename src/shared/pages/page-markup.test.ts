import { describe, expect, it } from 'vitest';
import { inlineOf, pageBlocks, pagePlainText } from './page-markup';

describe('pageBlocks', () => {
  it('reads headings, paragraphs with their line breaks, and lists', () => {
    const text = [
      '## 1. Verantwortlicher',
      'Isarwert Immobilien GmbH',
      'Maximilianstraße 18',
      '',
      '### Ihre Rechte',
      '- Auskunft',
      '* Löschung',
      '',
      '1. Erstens',
      '2) Zweitens',
    ].join('\n');
    expect(pageBlocks(text)).toEqual([
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: '1. Verantwortlicher' }] },
      {
        kind: 'paragraph',
        lines: [[{ kind: 'text', text: 'Isarwert Immobilien GmbH' }], [{ kind: 'text', text: 'Maximilianstraße 18' }]],
      },
      { kind: 'heading', level: 3, content: [{ kind: 'text', text: 'Ihre Rechte' }] },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'Auskunft' }], [{ kind: 'text', text: 'Löschung' }]],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'Erstens' }], [{ kind: 'text', text: 'Zweitens' }]],
      },
    ]);
  });

  it('keeps text without markup as it always read: a numbered line above others is not a list', () => {
    expect(pageBlocks('1. Verantwortlicher\nIsarwert GmbH\n\n\n§ 2 Angebote\r\nText')).toEqual([
      {
        kind: 'paragraph',
        lines: [[{ kind: 'text', text: '1. Verantwortlicher' }], [{ kind: 'text', text: 'Isarwert GmbH' }]],
      },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: '§ 2 Angebote' }], [{ kind: 'text', text: 'Text' }]] },
    ]);
    expect(pageBlocks('')).toEqual([]);
    expect(pageBlocks('#hashtag, no heading')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: '#hashtag, no heading' }]] },
    ]);
  });
});

describe('inlineOf', () => {
  it('reads links to the web, mail, phone and this site, and bold', () => {
    expect(inlineOf('Siehe [AGB](/agb), **wichtig**, [Mail](mailto:a@b.de) und [Web](https://x.de/a?b=1).')).toEqual([
      { kind: 'text', text: 'Siehe ' },
      { kind: 'link', text: 'AGB', href: '/agb' },
      { kind: 'text', text: ', ' },
      { kind: 'strong', text: 'wichtig' },
      { kind: 'text', text: ', ' },
      { kind: 'link', text: 'Mail', href: 'mailto:a@b.de' },
      { kind: 'text', text: ' und ' },
      { kind: 'link', text: 'Web', href: 'https://x.de/a?b=1' },
      { kind: 'text', text: '.' },
    ]);
    expect(inlineOf('[Anruf](tel:+49891)')).toEqual([{ kind: 'link', text: 'Anruf', href: 'tel:+49891' }]);
  });

  it('leaves any other link as typed: scripts, data, other protocols, protocol-relative', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      'data:text/html,x',
      'ftp://x',
      '//evil.example',
      'vbscript:x',
    ]) {
      expect(inlineOf(`[klick](${href})`)).toEqual([{ kind: 'text', text: `[klick](${href})` }]);
    }
    expect(inlineOf('<script>alert(1)</script>')).toEqual([{ kind: 'text', text: '<script>alert(1)</script>' }]);
  });
});

describe('pagePlainText', () => {
  it('drops the markup, keeps the words', () => {
    expect(pagePlainText('## Titel\n- [Eins](/a)\n\n**fett** und mehr')).toBe('Titel\nEins\nfett und mehr');
  });
});
