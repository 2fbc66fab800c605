import { render, screen } from '@testing-library/react';
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
  localStorage.clear();
});

describe('an HPC job needs its GPU memory before the wizard moves on', () => {
  it.each([
    ['en', 'Next', 'Workload', 'GPU memory needed', 'An HPC job needs this', 'Budget and time'],
    ['zh', '下一步', '工作负载', '所需显存', 'HPC 任务必须填写此项', '预算与时间'],
  ])('%s', async (lang, next, workload, label, message, budget) => {
    const user = userEvent.setup({ delay: null });
    openAt(`?v=1&view=wizard&team=hpc&wl=hpc&work=500&lang=${lang}`);
    await user.click(await screen.findByRole('button', { name: next }, LOAD));
    expect(await screen.findByRole('heading', { level: 2, name: workload }, LOAD)).toBeVisible();

    await user.click(screen.getByRole('button', { name: next }));
    // still on the workload step, the memory field marked and saying why
    expect(screen.getByRole('heading', { level: 2, name: workload })).toBeVisible();
    const mem = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
    expect(mem).toHaveAttribute('aria-invalid', 'true');
    expect(mem).toHaveFocus();
    expect(mem).toHaveAccessibleDescription(expect.stringContaining(message));

    await user.type(mem, '80');
    expect(mem).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: next }));
    expect(await screen.findByRole('heading', { level: 2, name: budget }, LOAD)).toBeVisible();
    expect(window.location.search).toContain('mem=80');
  });
});
