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
