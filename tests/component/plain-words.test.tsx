/**
 * Sentences people read carry no internal codes: region groups, overseas regions, model ids and
 * fabrics in words; counts of one in the singular; a quote dated by the user's own day.
 */
import './local-ranking';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/domain/catalog';
import type { EngineMessage } from '../../src/domain/engine';
import { rankLink } from '../../src/domain/rank-link';
import ResultsView from '../../src/features/results';
import { groupTitle } from '../../src/features/results/excluded-groups';
import { messageText } from '../../src/features/results/format';
import { translate } from '../../src/i18n';
import { regionLabel } from '../../src/lib/region';
import { todayIso } from '../../src/lib/today';
import { useLinkStore } from '../../src/state/link-store';
import { makeCatalog } from '../unit/engine/fixtures';

const msg = (key: string, values: EngineMessage['values']) => ({ key, values }) as EngineMessage;

describe('codes in words', () => {
  it('a region outside the wanted group names both in words, in Chinese', () => {
    const m = msg('engine.excluded.region', { region: 'us-east-1', wanted: 'cn' });
    const text = messageText('zh', m);
    expect(text).toContain('美国（us-east-1）');
    expect(text).toContain('中国大陆');
    expect(text).not.toMatch(/（cn）|\(cn\)/);
    expect(groupTitle('zh', m)).not.toMatch(/（cn）/);
    expect(messageText('en', m)).toContain('Mainland China');
  });

  it('overseas regions read with their country in Chinese', () => {
    expect(regionLabel('us-east-1', 'zh')).toBe('美国（us-east-1）');
    expect(regionLabel('FIN-01', 'zh', 'verda')).toBe('芬兰（FIN-01）');
    expect(regionLabel('us-east-1', 'en')).toBe('us-east-1');
  });

  it('an unknown model is answered with model names, not ids', () => {
    for (const lang of ['en', 'zh'] as const) {
      const { result } = rankLink('?v=1&wl=finetune&model=qwen9-7b', catalog);
      const notice = result.notices.find((n) => /model/.test(n.key));
      expect(notice).toBeDefined();
      const text = messageText(lang, notice as EngineMessage);
      expect(text).toMatch(/Qwen|Llama|DeepSeek|GLM|Mistral/);
      // ids are lower case with a size: qwen2.5-7b, llama-3.1-8b
      expect(text.replace('qwen9-7b', '')).not.toMatch(/\b[a-z][a-z0-9.]*-\d+(\.\d+)?b\b/);
    }
  });

  it('fabrics as their makers write them', () => {
    expect(messageText('en', msg('engine.reason.fabric', { fabric: 'efa' }))).toContain('EFA');
    expect(messageText('zh', msg('engine.reason.fabric', { fabric: 'rdma' }))).toContain('RDMA');
  });
});

describe('counts of one', () => {
  it('results and browse say "1 offer", "1 choice"', () => {
    const count = translate('en', 'results.count', { offers: 1, ranked: 1, excluded: 1 });
    expect(count).toMatch(/^1 offer meets every constraint, as 1 choice \(/);
    expect(count).toContain('1 offer was ruled out');
    expect(translate('en', 'results.count', { offers: 2, ranked: 2, excluded: 3 })).toMatch(
      /^2 offers meet .* as 2 choices .* 3 offers were ruled out/,
    );
    expect(translate('en', 'browse.count', { types: 1, offers: 1 })).toBe(
      '1 instance type, 1 offer matches.',
    );
    expect(translate('en', 'browse.export', { count: 1 })).toBe('Export CSV (1 offer)');
  });
});

describe('dates and empty lists', () => {
  it('today is the user’s day, not UTC’s', () => {
    // 00:30 local time on 6 December: still the 5th in UTC for a browser east of Greenwich
    expect(todayIso(new Date(2026, 11, 6, 0, 30))).toBe('2026-12-06');
  });

  it('no ranked choice: no empty table header under the reason', async () => {
    window.history.replaceState(
      null,
      '',
      '/?v=1&view=results&lang=en&cur=CNY&wl=finetune&model=7&budget=0.01',
    );
    useLinkStore.getState().syncFromLocation();
    render(<ResultsView catalog={makeCatalog()} />);
    await screen.findAllByText(/budget/i);
    expect(screen.queryByText('Score')).toBeNull();
    expect(screen.queryByRole('list', { name: /ranked|choices/i })).toBeNull();
  });
});
