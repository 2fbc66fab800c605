import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { useLinkStore } from '../../src/state/link-store';

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  return render(<App />);
}

describe('app shell', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['browse', 'Browse offers'],
    ['wizard', 'Team profile'],
    ['results', 'Recommendations'],
    ['guide', 'Guide & calculators'],
  ])('renders the %s view from the link', async (view, navName) => {
    openAt(`?v=1&view=${view}&lang=en`);
    const nav = screen.getByRole('navigation', { name: 'Views' });
    expect(within(nav).getByRole('link', { name: navName })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Rent the right GPUs, not the famous ones')).not.toBeInTheDocument();
  });

  it('shows the landing screen for an unknown view', () => {
    openAt('?v=1&view=nonsense&lang=en');
    expect(
      screen.getByRole('heading', { name: 'Rent the right GPUs, not the famous ones' }),
    ).toBeInTheDocument();
  });

  it('switches the language, the visible text and the URL', async () => {
    openAt('?v=1&lang=en');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'zh');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('租对的 GPU');
    expect(window.location.search).toContain('lang=zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('names Chinese in its own words once the reader reaches the language menu', async () => {
    openAt('?v=1&lang=en');
    const menu = screen.getByLabelText('Language');
    // before: in English (an English page lays out no CJK text before its first paint)
    expect(within(menu).getByRole('option', { name: 'Chinese' })).toHaveValue('zh');
    await userEvent.hover(menu);
    expect(within(menu).getByRole('option', { name: '中文' })).toHaveValue('zh');
    expect(within(menu).queryByRole('option', { name: 'Chinese' })).toBeNull();
  });

  it('names Chinese in its own words on a Chinese page, and on a keyboard reaching the menu', async () => {
    const { unmount } = openAt('?v=1&lang=zh');
    expect(
      within(screen.getByLabelText('语言')).getByRole('option', { name: '中文' }),
    ).toBeTruthy();
    unmount();
    openAt('?v=1&lang=en');
    const menu = screen.getByLabelText('Language');
    for (let i = 0; i < 30 && document.activeElement !== menu; i++) await userEvent.tab();
    expect(menu).toHaveFocus();
    expect(
      within(screen.getByLabelText('Language')).getByRole('option', { name: '中文' }),
    ).toHaveValue('zh');
  });

  it('switching views pushes history entries', async () => {
    openAt('?v=1&lang=en');
    const before = window.history.length;
    const nav = screen.getByRole('navigation', { name: 'Views' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Browse offers' }));
    expect(window.location.search).toContain('view=browse');
    expect(window.history.length).toBe(before + 1);
  });
});
