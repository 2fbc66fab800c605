import { describe, expect, it } from 'vitest';
import { parseDraft, serializeDraft } from '../../../src/state/wizard-draft';
import { versioned } from '../../../src/domain/versioned';

describe('a stored wizard draft across a format change', () => {
  const saved = serializeDraft({ step: 2, query: 'v=1&team=rnd', raw: { budget: '300元' } });

  it('is restored by this build', () => {
    expect(parseDraft(saved)).toEqual({
      draft: { step: 2, query: 'v=1&team=rnd', raw: { budget: '300元' } },
      problem: null,
    });
  });

  it('survives an update whose format adds a step from the saved version', () => {
    // A later format (2) that keeps the typed text under a new name.
    const next = versioned<unknown>(2, {
      1: (d) => {
        const { raw, ...rest } = d as { raw: Record<string, string> };
        return { ...rest, version: 2, raw: { ...raw, restored: 'yes' } };
      },
    });
    expect(parseDraft(saved, next)).toEqual({
      draft: { step: 2, query: 'v=1&team=rnd', raw: { budget: '300元', restored: 'yes' } },
      problem: null,
    });
  });

  it('written by a newer build is not read, and is reported as from another version', () => {
    const newer = JSON.stringify({ ...JSON.parse(saved), version: 9 });
    expect(parseDraft(newer)).toEqual({ draft: null, problem: 'old' });
  });
});

describe('a stored wizard draft that was tampered with', () => {
  const good = { version: 1, step: 1, query: 'v=1&team=rnd', raw: { budget: '300元' } };
  const tampered: [string, unknown][] = [
    ['no version', { ...good, version: undefined }],
    ['a step past the last', { ...good, step: 4 }],
    ['a step before the first', { ...good, step: -1 }],
    ['half a step', { ...good, step: 1.5 }],
    ['a step as text', { ...good, step: '1' }],
    ['no answers', { ...good, query: undefined }],
    [
      'answers too long to be the wizard’s',
      { ...good, query: `v=1&team=rnd${'&x=1'.repeat(5000)}` },
    ],
    ['answers the link reader refuses', { ...good, query: 'v=1&team=pirate' }],
    ['typed text as a list', { ...good, raw: ['300'] }],
    ['typed text under a name no field has', { ...good, raw: { 'Budget!': '300' } }],
    ['typed text that is a number', { ...good, raw: { budget: 300 } }],
    ['typed text longer than a field takes', { ...good, raw: { budget: '9'.repeat(201) } }],
    ['a list instead of a draft', [good]],
    ['null', null],
  ];
  for (const [what, data] of tampered) {
    it(`is not restored with ${what}`, () => {
      expect(parseDraft(JSON.stringify(data))).toEqual({ draft: null, problem: 'corrupt' });
    });
  }

  it('is restored with a field it does not know, which it leaves behind', () => {
    const text = JSON.stringify({ ...good, theme: 'dark', raw: { budget: '9'.repeat(200) } });
    expect(parseDraft(text)).toEqual({
      draft: { step: 1, query: 'v=1&team=rnd', raw: { budget: '9'.repeat(200) } },
      problem: null,
    });
  });
});
