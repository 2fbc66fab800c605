import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WizardView from '../../src/features/wizard';
import { useLinkStore } from '../../src/state/link-store';
import { DRAFT_KEY } from '../../src/state/wizard-draft';
import { setDraftStorage } from '../../src/state/wizard-store';

/** Opens the wizard at `search` with a fresh wizard state and, unless given, no stored draft. */
export function openWizard(search = '?v=1&view=wizard&lang=en', stored?: string) {
  window.localStorage.clear();
  if (stored !== undefined) window.localStorage.setItem(DRAFT_KEY, stored);
  setDraftStorage(null);
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  const user = userEvent.setup({ delay: null });
  const view = render(<WizardView />);
  return { user, ...view };
}

export const query = () => new URLSearchParams(window.location.search);

export async function next(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

export const stepHeading = () => screen.getByRole('heading', { level: 2 });
