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

const LOAD = { timeout: 20_000 };

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

// 500 CNY at the dataset's 7.20 CNY per USD is 69.444… USD: the box shows it to the cent.
describe('switching the currency converts the budget to the cent', () => {
  it('in the results adjust panel', async () => {
    openAt('?v=1&view=results&wl=finetune&model=7&budget=500&cur=CNY&lang=en');
    const box = await screen.findByRole('textbox', { name: /^Budget \(CNY\)/ }, LOAD);
    expect(box).toHaveValue('500');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(screen.getByRole('textbox', { name: /^Budget \(USD\)/ })).toHaveValue('69.44');
  });

  it('in the wizard', async () => {
    openAt('?v=1&view=wizard&wl=finetune&model=7&budget=500&cur=CNY&lang=en');
    const nav = await screen.findByRole('heading', { level: 2, name: 'Team' }, LOAD);
    expect(nav).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const step = await screen.findByRole('heading', { level: 2, name: 'Budget and time' }, LOAD);
    expect(step).toBeVisible();
    await userEvent.selectOptions(
      within(screen.getByRole('banner')).getByLabelText('Currency'),
      'USD',
    );
    expect(screen.getByRole('textbox', { name: /^Budget/ })).toHaveValue('69.44');
  });
});
