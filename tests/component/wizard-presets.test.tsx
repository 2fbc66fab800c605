/**
 * A team's preset is the same whichever way the team is chosen (the untouched default, a click, the
 * arrow keys, a link) and shows beside the field it set; where the team is; the job-size
 * estimate; the step pills; focus on the new view's heading.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { TEAM_TYPES, type Profile, type TeamType } from '../../src/domain/engine/profile';
import { useLinkStore } from '../../src/state/link-store';
import { next, openWizard, query, stepHeading } from './wizard-setup';

const LABELS: Record<TeamType, string> = {
  startup: 'Startup',
  rnd: 'AI research and development',
  hpc: 'HPC cluster',
  individual: 'Individual',
  enterprise: 'Enterprise',
};

/** The answers a team's preset may set, and the team. */
const presetPart = ({ team, bill, pt, ib, w }: Profile) => ({ team, bill, pt, ib, w });
const profile = () => useLinkStore.getState().link.profile;

describe('team presets are the same however the team is chosen', () => {
  it.each(TEAM_TYPES)('%s: by link, by click and by keyboard', async (team) => {
    openWizard(`?v=1&view=wizard&lang=en&team=${team}`);
    const byLink = presetPart(profile());

    const clicked = openWizard();
    // choose another team first, so the click really changes the team
    await clicked.user.click(
      screen.getByLabelText(team === 'enterprise' ? 'Startup' : 'Enterprise'),
    );
    await clicked.user.click(screen.getByLabelText(LABELS[team]));
    expect(presetPart(profile())).toEqual(byLink);
    clicked.unmount();

    const keyed = openWizard();
    screen.getByLabelText('Startup').focus();
    // arrows go round the group: through every team and back to this one
    const steps = TEAM_TYPES.length + TEAM_TYPES.indexOf(team);
    for (let i = 0; i < steps; i++) await keyed.user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText(LABELS[team])).toBeChecked();
    expect(presetPart(profile())).toEqual(byLink);
  });

  it('the untouched default is the startup chosen by hand', async () => {
    const { unmount } = openWizard();
    const untouched = presetPart(profile());
    const search = window.location.search;
    unmount();
    const again = openWizard();
    await again.user.click(screen.getByLabelText('Individual'));
    await again.user.click(screen.getByLabelText('Startup'));
    expect(presetPart(profile())).toEqual(untouched);
    expect(window.location.search).toBe(search);
  });

  it('a field a preset set says so', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&team=rnd');
    for (let i = 0; i < 3; i++) await next(user);
    const pt = screen.getByLabelText(/passthrough/);
    expect(pt).toBeChecked();
    expect(pt).toHaveAccessibleDescription(/changed by the AI research and development preset/);
    await user.click(pt);
    expect(pt).not.toHaveAccessibleDescription(/changed by/);
    expect(query().get('pt')).toBe('0');
  });

  it('says so in Chinese too', async () => {
    const zh = openWizard('?v=1&view=wizard&lang=zh&team=rnd');
    for (let i = 0; i < 3; i++) await zh.user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByLabelText(/直通/)).toHaveAccessibleDescription(/由“AI 研发团队”预设更改/);
  });
});

describe('where the team is', () => {
  it('proposes outside China in English and mainland China in Chinese, and puts it in the link', () => {
    const en = openWizard();
    expect(screen.getByLabelText('Outside mainland China')).toBeChecked();
    expect(query().get('loc')).toBe('global');
    en.unmount();
    openWizard('?v=1&view=wizard&lang=zh');
    expect(screen.getByLabelText('中国大陆')).toBeChecked();
    expect(query().get('loc')).toBe('cn');
  });

  it('keeps the answer a link gives, and changes it when asked', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&loc=cn');
    expect(screen.getByLabelText('Mainland China')).toBeChecked();
    await user.click(screen.getByLabelText('Outside mainland China'));
    expect(query().get('loc')).toBe('global');
    const group = screen.getByRole('group', { name: 'Where are your team and its data?' });
    expect(group).toHaveAccessibleDescription(/watch-out/);
  });
});

describe('job size estimate', () => {
  it('full training: 6 × 7B × 2B tokens at 271.2 TFLOPS ≈ 86 A100-hours, one click fills the field', async () => {
    const { user } = openWizard();
    await next(user);
    await user.type(screen.getByLabelText(/^Model size/), '7');
    const estimate = screen.getByRole('group', { name: /Estimate the job size/ });
    // the model size answered above is the estimate's
    expect(within(estimate).getByLabelText(/^Parameters/)).toHaveValue('7');
    await user.type(within(estimate).getByLabelText(/^Tokens to train on/), '2');
    // 6 × 7e9 × 2e9 = 8.4e19 FLOPs ÷ 271.2e12 FLOP/s = 309,735 s = 86.0 h
    expect(estimate).toHaveTextContent('≈ 86 A100-hours');
    expect(estimate).toHaveTextContent('6 × 7B parameters × 2B tokens ÷ 271.2 TFLOPS');
    await user.click(within(estimate).getByRole('button', { name: 'Use 86 A100-hours' }));
    expect(screen.getByLabelText(/^Job size/)).toHaveValue('86');
    expect(screen.getByLabelText(/^Job size/)).toHaveFocus();
    expect(query().get('work')).toBe('86');
  });

  it('LoRA counts 4 operations per parameter per token and says why', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&wl=finetune&model=7');
    await next(user);
    const estimate = screen.getByRole('group', { name: /Estimate the job size/ });
    await user.type(within(estimate).getByLabelText(/^Tokens to train on/), '0.1');
    // 4 × 7e9 × 1e8 = 2.8e18 ÷ 271.2e12 = 10,324 s = 2.87 h
    expect(estimate).toHaveTextContent('≈ 2.9 A100-hours');
    expect(estimate).toHaveTextContent(
      /backward pass computes the activations’ gradients but not the weights’/,
    );
  });

  it('serving defaults to a month, 730 h, and the hint says the same', async () => {
    const { user } = openWizard();
    await next(user);
    await user.click(screen.getByLabelText('Inference serving'));
    const hours = screen.getByLabelText(/^Service hours/);
    expect(hours).toHaveValue('730');
    expect(hours).toHaveAccessibleDescription(/730, the default, is a month/);
    expect(query().has('work')).toBe(false);
    expect(screen.queryByRole('group', { name: /Estimate the job size/ })).not.toBeInTheDocument();
    // back to training: the untouched default follows
    await user.click(screen.getByLabelText(/^Full training/));
    expect(screen.getByLabelText(/^Job size/)).toHaveValue('72');
  });
});

describe('moving around', () => {
  it('a done step pill goes back to that step, with focus on its heading', async () => {
    const { user } = openWizard();
    await next(user);
    await next(user);
    const progress = screen.getByRole('list', { name: 'Progress' });
    expect(within(progress).queryByRole('button', { name: /step 3/ })).not.toBeInTheDocument();
    await user.click(within(progress).getByRole('button', { name: 'Go back to step 1: Team' }));
    expect(stepHeading()).toHaveTextContent('Team');
    expect(stepHeading()).toHaveFocus();
  });

  it('"Start with your team profile" puts focus on the wizard’s heading', async () => {
    window.history.replaceState(null, '', '/?v=1&lang=en');
    useLinkStore.getState().syncFromLocation();
    const user = userEvent.setup({ delay: null });
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Start with your team profile' }));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Your team and your job' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
