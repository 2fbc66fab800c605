import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/app/views', () => {
  const Boom = () => {
    throw new Error('view failed on purpose');
  };
  const Fine = () => <h1>fine view</h1>;
  return { views: { browse: Boom, wizard: Fine, results: Fine, guide: Fine } };
});

const { App } = await import('../../src/app/app');
const { useLinkStore } = await import('../../src/state/link-store');

describe('view error boundary', () => {
  it('a view that throws shows a message and the rest of the page keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/?v=1&view=browse&lang=en');
    useLinkStore.getState().syncFromLocation();
    render(<App />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This view ran into a problem');
    const nav = screen.getByRole('navigation', { name: 'Views' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Team profile' }));
    expect(screen.getByRole('heading', { name: 'fine view' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Browse offers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to the start' }));
    expect(
      screen.getByRole('heading', { name: 'Rent the right GPUs, not the famous ones' }),
    ).toBeInTheDocument();
  });
});
