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

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('the guide reads numbers as the wizard does', () => {
  it.each([
    ['１０００', '1000'],
    ['1,000', '1000'],
    ['１，０００', '1000'],
    [' 1e3 ', '1000'],
  ])('%j in a calculator field is %s', async (typed, link) => {
    const user = userEvent.setup({ delay: null });
    openAt('?v=1&view=guide&lang=en');
    const s = await screen.findByRole(
      'region',
      { name: /own, rent or both/i },
      { timeout: 20_000 },
    );
    const use = within(s).getByRole('textbox', { name: /GPU-hours used per month/ });
    await user.clear(use);
    await user.type(use, typed);
    expect(use).not.toHaveAttribute('aria-invalid', 'true');
    expect(window.location.search).toContain(`g.use=${link}`);
  });
});
