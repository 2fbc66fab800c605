/**
 * How long the capacity is kept (`term`) is asked on the screens, not only in the link: the
 * wizard's budget step and the inputs beside the results. Every commitment figure the results
 * write names its currency.
 */
import './local-ranking';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/domain/catalog';
import { rankLink } from '../../src/domain/rank-link';
import ResultsView from '../../src/features/results';
import LaunchSection from '../../src/features/results/launch-section';
import { messageText } from '../../src/features/results/format';
import { useLinkStore } from '../../src/state/link-store';
import { makeCatalog } from '../unit/engine/fixtures';
import { openWizard, query } from './wizard-setup';

const WORDS = {
  en: {
    label: 'How long will you keep it?',
    year: '12 months',
    month: '1 month',
    other: 'Another number of months',
    months: /^Months kept/,
    none: 'Only for this job: pay as you go',
    next: 'Next',
  },
  zh: {
    label: '打算用多久？',
    year: '12 个月',
    month: '1 个月',
    other: '其他月数',
    months: /^使用月数/,
    none: '只跑这一个任务：按量付费',
    next: '下一步',
  },
} as const;

describe('the wizard asks how long the capacity is kept', () => {
  it.each(['en', 'zh'] as const)(
    '%s: a listed length, another length, and back to none',
    async (lang) => {
      const w = WORDS[lang];
      const { user } = openWizard(`?v=1&view=wizard&lang=${lang}&wl=infer&model=8`);
      for (const _ of [1, 2]) await user.click(screen.getByRole('button', { name: w.next }));
      const list = await screen.findByRole('combobox', { name: w.label });
      expect(list).toHaveDisplayValue(w.none);
      expect(within(list).getByRole('option', { name: w.month })).toBeInTheDocument();
      for (const months of ['3', '6', '36'])
        expect(
          within(list).getByRole('option', { name: new RegExp(`^${months} `) }),
        ).toBeInTheDocument();
      await user.selectOptions(list, w.year);
      expect(query().get('term')).toBe('12');
      await user.selectOptions(list, w.other);
      const typed = screen.getByRole('textbox', { name: w.months });
      await user.clear(typed);
      await user.type(typed, '24');
      expect(query().get('term')).toBe('24');
      expect(list).toHaveDisplayValue(w.other);
      await user.clear(typed);
      await user.type(typed, '99');
      expect(typed).toHaveAccessibleDescription(/60/);
      expect(query().get('term')).not.toBe('99');
      await user.selectOptions(list, w.none);
      expect(query().get('term')).toBeNull();
    },
  );
});

describe('the inputs beside the results ask it too', () => {
  it.each(['en', 'zh'] as const)('%s: the term list writes term=', async (lang) => {
    const w = WORDS[lang];
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(
      null,
      '',
      `/?v=1&view=results&lang=${lang}&cur=CNY&wl=infer&model=8&per=month`,
    );
    useLinkStore.getState().syncFromLocation();
    render(<ResultsView catalog={makeCatalog()} />);
    const list = screen.getByRole('combobox', { name: w.label });
    await user.selectOptions(list, w.year);
    expect(query().get('term')).toBe('12');
  });
});

describe('commitment figures name their currency', () => {
  const link = '?v=1&team=startup&wl=infer&model=8&per=month&term=12&loc=global&cur=';
  it.each([
    ['en', 'USD', '$'],
    ['zh', 'CNY', '¥'],
    ['en', 'CNY', '¥'],
  ] as const)('%s in %s: every amount in a commitment line carries %s', (lang, cur, sign) => {
    const { result } = rankLink(link + cur, catalog);
    const lines = result.ranked
      .filter((e) => e.pricing === 'commitment')
      .flatMap((e) => [...e.reasons, ...e.warnings])
      .filter((m) => /commit/.test(m.key));
    expect(lines.length).toBeGreaterThan(0);
    for (const m of lines) {
      const text = messageText(lang, m);
      // no amount without its sign: "12.99 /h", "113,819 paid upfront"
      expect(text).not.toMatch(/\d \/(h|小时)/);
      expect(text).not.toMatch(/(^|[\s（(])\d[\d,]*(\.\d+)? (paid|per instance)/);
      if (/upfront|预付/.test(m.key + text) && /commitment-/.test(m.key))
        expect(text).toContain(sign);
    }
  });
});

describe('a committed pick’s launch recipe', () => {
  it.each([
    ['en', /priced as a reserved instance of 12 months.*bought from the provider/],
    ['zh', /按 12 个月的预留实例计价.*需在厂商处购买该预留实例/],
  ] as const)('%s: says the commitment is bought, not launched', async (lang, words) => {
    const link = `?v=1&team=startup&wl=infer&model=8&per=month&term=12&loc=global&cur=USD&lang=${lang}`;
    window.history.replaceState(null, '', `/${link}`);
    useLinkStore.getState().syncFromLocation();
    const { result } = rankLink(link, catalog);
    const reserved = result.ranked.find((e) => e.commitment?.row.kind === 'reserved');
    expect(reserved).toBeDefined();
    render(<LaunchSection entry={reserved!} />);
    expect(screen.getByRole('note')).toHaveTextContent(words);
  });
});
