import { describe, expect, it } from 'vitest';
import { headScript } from '../../../src/app/head-script';

const files = {
  views: { browse: ['/assets/browse.js', '/assets/table.js'], guide: ['/assets/guide.js'] },
  messages: { en: ['/assets/en.js'], zh: ['/assets/zh.js'] },
};

interface Page {
  search: string;
  languages?: readonly string[];
  /** What the browser keeps under the choice's key; a function: reading throws. */
  stored?: string | null | (() => never);
}

/** Runs the head script on a page and answers the files it starts downloading. */
function preloadsOn({ search, languages = ['en-US'], stored = null }: Page): string[] {
  const links: { rel: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', crossOrigin: null, href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (typeof stored === 'function') stored();
      return key === 'gpu-guide.choice' ? stored : null;
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is the build's output
  new Function('location', 'document', 'localStorage', 'navigator', headScript(files))(
    { search },
    document,
    localStorage,
    { languages },
  );
  expect(links.every((l) => l.rel === 'modulepreload')).toBe(true);
  return links.map((l) => l.href);
}

describe('the page head script', () => {
  it("starts the view's code and the messages of the link's language", () => {
    expect(preloadsOn({ search: '?view=browse&lang=zh' })).toEqual([
      '/assets/browse.js',
      '/assets/table.js',
      '/assets/zh.js',
    ]);
  });

  it("without a language in the link, takes the browser's", () => {
    expect(preloadsOn({ search: '?view=guide', languages: ['zh-CN', 'en'] })).toEqual([
      '/assets/guide.js',
      '/assets/zh.js',
    ]);
    expect(preloadsOn({ search: '?view=guide', languages: ['de-DE', 'en-GB'] })).toContain(
      '/assets/en.js',
    );
    // traditional Chinese is not taken for simplified: the next language, else English
    expect(preloadsOn({ search: '?view=guide', languages: ['zh-TW'] })).toContain('/assets/en.js');
    expect(preloadsOn({ search: '?view=guide', languages: ['zh-Hant', 'zh-CN'] })).toContain(
      '/assets/zh.js',
    );
  });

  it('prefers the language chosen on an earlier visit to the browser, not to the link', () => {
    const stored = JSON.stringify({ lang: 'zh', cur: 'USD' });
    expect(preloadsOn({ search: '?view=guide', stored })).toContain('/assets/zh.js');
    expect(preloadsOn({ search: '?view=guide&lang=en', stored })).toContain('/assets/en.js');
  });

  it('reads a broken or unreadable stored choice as none', () => {
    for (const stored of [
      '{',
      'null',
      '{"lang":"fr"}',
      () => {
        throw new Error('denied');
      },
    ])
      expect(preloadsOn({ search: '?view=guide', languages: ['zh-CN'], stored })).toContain(
        '/assets/zh.js',
      );
  });

  it('starts nothing for a page without a view, or a name of a script object', () => {
    expect(preloadsOn({ search: '' })).toEqual([]);
    expect(preloadsOn({ search: '?view=constructor' })).toEqual([]);
    expect(preloadsOn({ search: '?view=__proto__&lang=zh' })).toEqual([]);
    // a language named like a script object is no language: the browser's is taken
    expect(preloadsOn({ search: '?view=guide&lang=toString', languages: ['zh'] })).toEqual([
      '/assets/guide.js',
      '/assets/zh.js',
    ]);
  });
});
