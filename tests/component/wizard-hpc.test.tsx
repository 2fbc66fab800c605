/**
 * The wizard as an HPC lead meets it: an FP64 simulation asks for memory and arithmetic intensity
 * instead of a model; the node count is asked beside the fabric question, and more than one node
 * ticks InfiniBand; browse opened from the wizard keeps the providers chosen there.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { useLinkStore } from '../../src/state/link-store';
import { next, openWizard, query, stepHeading } from './wizard-setup';

const LOAD = { timeout: 20_000 };

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('an FP64 simulation in the wizard', () => {
  it('asks for memory and arithmetic intensity, not for a model, and puts ai in the link', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&team=hpc&wl=hpc');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Workload');
    expect(screen.queryByRole('textbox', { name: /^Model size/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Sequence length/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /model/i })).toBeNull();
    const ai = screen.getByRole('textbox', { name: /^Arithmetic intensity \(FLOP per byte\)/ });
    expect(ai).toHaveValue('');
    expect(ai).toHaveAccessibleDescription(expect.stringContaining('0.25 if left empty'));
    await user.type(ai, '12');
    expect(query().get('ai')).toBe('12');
    await user.type(screen.getByRole('textbox', { name: /^GPU memory needed/ }), '60');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Budget and time');
  });

  it('a training job still asks for its model and sequence length, and no intensity', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&team=hpc&wl=train');
    await next(user);
    expect(screen.getByRole('textbox', { name: /^Model size/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Sequence length/ })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Arithmetic intensity/ })).toBeNull();
  });

  it.each([
    ['en', 'Instances used together (nodes)', 'Needs InfiniBand/RDMA between nodes'],
    ['zh', '同时使用的实例数（节点）', '节点间需要 InfiniBand/RDMA'],
  ])('%s: the HPC team is asked its node count beside InfiniBand', async (lang, nodesName, ib) => {
    const { user } = openWizard(`?v=1&view=wizard&lang=${lang}&team=hpc&wl=hpc&mem=60`);
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Next' : '下一步' }));
    }
    const nodes = screen.getByRole('textbox', { name: nodesName });
    // not inside the closed Advanced fold: on the step itself
    expect(nodes.closest('details')).toBeNull();
    expect(nodes).toBeVisible();
    const fabric = screen.getByRole('checkbox', { name: ib });
    expect(fabric).not.toBeChecked();
    await user.clear(nodes);
    await user.type(nodes, '4');
    expect(fabric).toBeChecked();
    expect(query().get('nodes')).toBe('4');
  });

  it('another team keeps the node count in the Advanced fold', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&team=startup&wl=train');
    for (let i = 0; i < 3; i++) await next(user);
    const nodes = screen.getByRole('textbox', { name: 'Instances used together (nodes)' });
    expect(nodes.closest('details')).not.toBeNull();
  });
});

/** Opens `link`, goes to browse from the header and returns its provider filter. */
async function browseProvidersFrom(link: string) {
  const user = userEvent.setup({ delay: null });
  window.history.replaceState(null, '', link);
  useLinkStore.getState().syncFromLocation();
  render(<App />);
  const nav = await screen.findByRole('navigation', { name: 'Views' }, LOAD);
  await user.click(within(nav).getByRole('link', { name: 'Browse offers' }));
  await user.click(await screen.findByText('Filters', { selector: 'summary' }, LOAD));
  return screen.getByRole('group', { name: 'Provider' });
}

describe('browse opened from the wizard', () => {
  it('lists only the providers chosen in the wizard', async () => {
    const providers = await browseProvidersFrom('/?v=1&view=wizard&lang=en&prov=aws,lambda');
    expect(within(providers).getByRole('checkbox', { name: 'Amazon Web Services' })).toBeChecked();
    expect(within(providers).getByRole('checkbox', { name: 'Lambda' })).toBeChecked();
    expect(within(providers).getByRole('checkbox', { name: 'RunPod' })).not.toBeChecked();
    expect(query().get('b.prov')).toBe('aws,lambda');
  });

  it('a browse link of its own keeps its provider filter', async () => {
    const providers = await browseProvidersFrom(
      '/?v=1&view=results&lang=en&prov=aws&b.prov=runpod',
    );
    expect(within(providers).getByRole('checkbox', { name: 'RunPod' })).toBeChecked();
    expect(
      within(providers).getByRole('checkbox', { name: 'Amazon Web Services' }),
    ).not.toBeChecked();
    expect(query().get('b.prov')).toBe('runpod');
  });
});
