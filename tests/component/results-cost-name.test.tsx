/** What a pick's cost is called: a month's for a service running a month, in both languages. */
import './local-ranking';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ResultsView from '../../src/features/results';
import { useLinkStore } from '../../src/state/link-store';
import { makeCatalog } from '../unit/engine/fixtures';

const catalog = makeCatalog();

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  return render(<ResultsView catalog={catalog} />);
}

describe('the cost column', () => {
  it.each([
    // a service left at its 730 hours runs a month
    ['en', 'wl=infer&model=7', 'Cost a month', 'Cost of the job'],
    ['zh', 'wl=infer&model=7', '每月费用', '任务费用'],
    ['en', 'wl=infer&model=7&per=month&budget=500000', 'Cost a month', 'Cost of the job'],
    ['zh', 'wl=infer&model=7&work=100', '服务费用', '任务费用'],
    ['en', 'wl=infer&model=7&work=100', 'Cost of the service', 'Cost a month'],
    ['en', 'wl=train&model=7', 'Cost of the job', 'Cost a month'],
    ['zh', 'wl=train&model=7', '任务费用', '每月费用'],
  ])('%s, %s: “%s”', async (lang, query, shown, absent) => {
    openAt(`?v=1&view=results&lang=${lang}&cur=CNY&${query}`);
    expect(await screen.findAllByText(shown, {}, { timeout: 10_000 })).not.toHaveLength(0);
    expect(screen.queryAllByText(absent)).toHaveLength(0);
  });
});
