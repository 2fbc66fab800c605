import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { DRAFT_KEY } from '../../src/state/wizard-draft';
import { setDraftStorage } from '../../src/state/wizard-store';
import { useLinkStore } from '../../src/state/link-store';
import { openWizard, query, stepHeading } from './wizard-setup';

const stored = () => JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null') as unknown;
const draft = (fields: Record<string, unknown>) =>
  JSON.stringify({ version: 1, step: 0, query: 'v=1', raw: {}, ...fields });

describe('wizard draft', () => {
  it('is saved, versioned, as the answers change', async () => {
    const { user } = openWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/^Model size/), '7');
    await user.type(screen.getByLabelText(/^GPU memory needed/), 'x');
    expect(stored()).toEqual({
      version: 1,
      step: 1,
      query: 'v=1&model=7&loc=global',
      raw: { model: '7', mem: 'x' },
    });
  });

  it('is restored when the link carries no answers: step, answers and typed text', async () => {
    openWizard(
      '?v=1&view=wizard&lang=en',
      draft({ step: 1, query: 'v=1&cur=USD&model=7&budget=100', raw: { mem: 'abc' } }),
    );
    expect(stepHeading()).toHaveTextContent('Workload');
    expect(screen.getByLabelText(/^Model size/)).toHaveValue('7');
    expect(screen.getByLabelText(/^GPU memory needed/)).toHaveValue('abc');
    expect(screen.getByLabelText(/^GPU memory needed/)).toHaveAttribute('aria-invalid', 'true');
    expect(query().get('cur')).toBe('USD');
    expect(query().get('budget')).toBe('100');
    expect(query().get('view')).toBe('wizard');
  });

  it('gives way to the answers in the link', () => {
    openWizard('?v=1&view=wizard&lang=en&model=13', draft({ step: 1, query: 'v=1&model=7' }));
    expect(screen.getByLabelText(/^Model size/)).toHaveValue('13');
  });

  it.each([
    ['text that is not JSON', '{"version":1,'],
    ['a step out of range', draft({ step: 9 })],
    ['answers the link codec refuses', draft({ query: 'v=1&model=-1' })],
    ['unknown answers', draft({ query: 'v=1&gpus=8' })],
    ['typed text of the wrong type', draft({ raw: { model: 7 } })],
    ['no version', JSON.stringify({ step: 0, query: 'v=1', raw: {} })],
    ['null', 'null'],
  ])('%s is discarded with a notice', (_what, text) => {
    openWizard('?v=1&view=wizard&lang=en', text);
    expect(screen.getByText(/Your saved answers could not be read/)).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Team');
    expect(stored()).toEqual({ version: 1, step: 0, query: 'v=1&loc=global', raw: {} });
  });

  it('from an older version is discarded with its own notice', async () => {
    const { user } = openWizard(
      '?v=1&view=wizard&lang=en',
      JSON.stringify({ version: 0, answers: {} }),
    );
    expect(screen.getByText(/older version of this app/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/older version of this app/)).not.toBeInTheDocument();
  });

  it('falls back to memory with a notice when storage fails', async () => {
    const broken = {
      read: () => {
        throw new Error('SecurityError');
      },
      write: () => {
        throw new Error('QuotaExceededError');
      },
      remove: () => undefined,
    };
    window.history.replaceState(null, '', '/?v=1&view=wizard&lang=en');
    useLinkStore.getState().syncFromLocation();
    setDraftStorage(broken);
    const user = userEvent.setup({ delay: null });
    const { default: WizardView } = await import('../../src/features/wizard');
    render(<WizardView />);
    expect(screen.getByText(/does not let the app save your answers/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/^Model size/), '7');
    expect(query().get('model')).toBe('7');
    setDraftStorage(null);
  });

  it('a corrupted draft still lets the whole app load, with the notice', async () => {
    window.localStorage.setItem(DRAFT_KEY, '%%%');
    setDraftStorage(null);
    window.history.replaceState(null, '', '/?v=1&view=wizard&lang=en');
    useLinkStore.getState().syncFromLocation();
    render(<App />);
    expect(await screen.findByText(/Your saved answers could not be read/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your team and your job' })).toBeVisible();
  });
});
