/**
 * A visitor's first screen follows them: dollars outside the mainland, traditional Chinese asked
 * rather than assumed, a chosen language and currency kept; the wizard for an HPC team and for a
 * chat service asks what those need.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageQuestion } from '../../src/app/language-question';
import { detectLang } from '../../src/i18n';
import { parseNumber } from '../../src/domain/share/parsers';
import { applyVisitorCurrency, useLinkStore } from '../../src/state/link-store';
import { proposedLocation, rememberChoice, visitorCurrency } from '../../src/state/visitor-prefs';
import { openWizard, query } from './wizard-setup';

function browserLanguages(languages: readonly string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => {
  window.localStorage.clear();
  browserLanguages(['en-US']);
});

describe('the currency and language a visitor gets', () => {
  it.each(['en-SG', 'en-IN', 'de-DE', 'ja-JP', 'zh-TW', 'zh-HK', 'en-US'])(
    '%s reads prices in US dollars',
    (tag) => expect(visitorCurrency([tag, 'zh-CN'])).toBe('USD'),
  );

  it.each(['zh-CN', 'zh', 'zh-Hans-CN'])('%s keeps the yuan', (tag) =>
    expect(visitorCurrency([tag, 'en-US'])).toBeNull(),
  );

  it('traditional Chinese is not read as simplified, nor as a mainland team', () => {
    expect(detectLang(null, ['zh-TW'])).toBe('en');
    expect(detectLang(null, ['zh-HK', 'en'])).toBe('en');
    expect(detectLang(null, ['zh-Hant', 'zh-CN'])).toBe('zh');
    expect(proposedLocation('zh', ['zh-TW'])).toBe('global');
    expect(proposedLocation('zh', ['zh-CN'])).toBe('cn');
  });

  it('a German browser opening a link without cur sees dollars; a chosen yuan is kept', () => {
    window.history.replaceState(null, '', '/?v=1&view=browse');
    useLinkStore.getState().syncFromLocation();
    applyVisitorCurrency(['de-DE']);
    expect(query().get('cur')).toBe('USD');

    rememberChoice({ cur: 'CNY', lang: 'en' });
    window.history.replaceState(null, '', '/?v=1&view=browse');
    useLinkStore.getState().syncFromLocation();
    applyVisitorCurrency(['de-DE']);
    expect(useLinkStore.getState().link.cur).toBe('CNY');
    expect(query().get('lang')).toBe('en');
  });

  it('a traditional Chinese browser is asked which language to read, once', async () => {
    browserLanguages(['zh-TW']);
    window.history.replaceState(null, '', '/?v=1');
    useLinkStore.getState().syncFromLocation();
    const { unmount } = render(<LanguageQuestion />);
    const ask = screen.getByRole('region', { name: '语言 / Language' });
    expect(within(ask).getByText(/Which would you like to read/)).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: '简体中文' }));
    expect(query().get('lang')).toBe('zh');
    expect(screen.queryByRole('region', { name: '语言 / Language' })).toBeNull();
    unmount();
    // a later visit through a link without lang: not asked again
    window.history.replaceState(null, '', '/?v=1');
    useLinkStore.getState().syncFromLocation();
    render(<LanguageQuestion />);
    expect(screen.queryByRole('region', { name: '语言 / Language' })).toBeNull();
  });
});

describe('money typed with its sign or word', () => {
  it.each(['300元', '¥300', '￥300', '300 块', '$300'])('%s reads as 300', (text) =>
    expect(parseNumber(text, { min: 0, max: 1e9 })).toEqual({ ok: true, value: 300 }),
  );

  it('a budget of 300元 is taken in the wizard', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=zh&cur=CNY');
    for (const _ of [1, 2]) await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.type(screen.getByRole('textbox', { name: /^预算/ }), '300元');
    expect(query().get('budget')).toBe('300');
  });
});

describe('the wizard for an HPC team', () => {
  it.each([
    ['en', 'HPC cluster', 'HPC simulation (FP64)', 'Next', /^GPU memory needed/, 'Precision'],
    ['zh', 'HPC 集群用户', 'HPC 仿真（FP64）', '下一步', /^所需显存/, '数值精度'],
  ])(
    '%s: the team preselects the workload; memory is required; FP64',
    async (lang, team, wl, next, mem, prec) => {
      const { user } = openWizard(`?v=1&view=wizard&lang=${lang}`);
      await user.click(screen.getByRole('radio', { name: team }));
      expect(query().get('wl')).toBe('hpc');
      await user.click(screen.getByRole('button', { name: next }));
      expect(screen.getByRole('radio', { name: wl })).toBeChecked();
      const memory = screen.getByRole<HTMLInputElement>('textbox', { name: mem });
      expect(memory.labels?.[0]?.textContent).not.toMatch(/optional|选填/);
      expect(memory.labels?.[0]?.textContent).toMatch(/required|必填/);
      const precision = screen.getByRole('combobox', { name: prec });
      expect(precision).toHaveDisplayValue('FP64');
    },
  );
});

describe('the job-size estimator and a chat service', () => {
  it('fills the parameters of the model picked', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&wl=finetune&model=qwen2.5-7b');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Parameters' })).toHaveValue('7.61');
  });

  it('a chat service starts with a chat-sized context and says when it is short', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Inference serving' }));
    expect(query().get('seq')).toBe('8192');
    const seq = screen.getByRole('textbox', { name: /^Sequence length/ });
    expect(seq).not.toHaveAccessibleDescription(/few pages/);
    await user.clear(seq);
    await user.type(seq, '2048');
    expect(seq).toHaveAccessibleDescription(/2048 tokens is a few pages/);
  });
});
