import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { next, openWizard, query, stepHeading } from './wizard-setup';

describe('wizard navigation', () => {
  it('shows progress and moves through the four steps, back and forth, keeping every answer', async () => {
    const { user } = openWizard();
    const progress = screen.getByRole('list', { name: 'Progress' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Step 1 of 4: Team')).toBeInTheDocument();
    expect(within(progress).getByText('Team').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('AI research and development'));
    await next(user);
    expect(screen.getByText('Step 2 of 4: Workload')).toBeInTheDocument();
    expect(stepHeading()).toHaveFocus();
    await user.click(screen.getByLabelText('LoRA fine-tuning'));
    await user.type(screen.getByLabelText(/^Model size/), '13');
    await user.type(screen.getByLabelText(/^GPU memory needed/), 'abc');
    // the invalid text survives leaving the step backwards
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('AI research and development')).toBeChecked();
    await next(user);
    expect(screen.getByLabelText('LoRA fine-tuning')).toBeChecked();
    expect(screen.getByLabelText(/^Model size/)).toHaveValue('13');
    expect(screen.getByLabelText(/^GPU memory needed/)).toHaveValue('abc');
    await user.clear(screen.getByLabelText(/^GPU memory needed/));
    await next(user);
    await user.type(screen.getByLabelText(/^Budget/), '5000');
    await user.click(screen.getByLabelText('one month of running'));
    await next(user);
    expect(screen.getByText('Step 4 of 4: Constraints')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/spot instances allowed/));
    await user.selectOptions(screen.getByLabelText('Where it may run'), 'cn');
    await user.click(screen.getByLabelText('Tencent Cloud'));
    await user.click(screen.getByLabelText('Alibaba Cloud'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Budget/)).toHaveValue('5000');
    expect(screen.getByLabelText('one month of running')).toBeChecked();
    await next(user);
    expect(screen.getByLabelText(/spot instances allowed/)).toBeChecked();
    expect(screen.getByLabelText('Tencent Cloud')).toBeChecked();

    expect(window.location.search).toBe(
      '?v=1&view=wizard&lang=en&cur=CNY&team=rnd&wl=finetune&model=13&budget=5000&per=month' +
        '&spot=1&region=cn&prov=aliyun%2Ctencent&loc=global',
    );
    await user.click(screen.getByRole('button', { name: 'See recommendations' }));
    expect(query().get('view')).toBe('results');
  });

  it('Enter in a field moves on, like Next', async () => {
    const { user } = openWizard();
    await next(user);
    await user.type(screen.getByLabelText(/^Model size/), '7{Enter}');
    expect(stepHeading()).toHaveTextContent('Budget and time');
  });

  it('every answer of docs/product.md has a control', async () => {
    const { user } = openWizard();
    const labels: (string | RegExp)[] = [];
    const seen = () => {
      for (const l of labels) expect(screen.getAllByLabelText(l).length).toBeGreaterThan(0);
      labels.length = 0;
    };
    labels.push('Startup', 'HPC cluster', 'Enterprise', 'Individual');
    seen();
    await next(user);
    labels.push(
      'Inference serving',
      /^Model size/,
      /^GPU memory/,
      /^Sequence/,
      /^Job size/,
      'Precision',
    );
    seen();
    await next(user);
    labels.push(/^Budget/, 'Currency', 'the whole job', /^Deadline/);
    seen();
    await next(user);
    labels.push(
      /spot instances/,
      'Where it may run',
      'AWS',
      /InfiniBand/,
      /passthrough/,
      /nodes/,
      'Billing granularity wanted',
      'Performance (%)',
      /^Checkpoint/,
      /^Spot interruptions/,
      /^Data to move in/,
      /^Exchange rate/,
    );
    seen();
  });

  it('InfiniBand follows the number of nodes unless set', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&nodes=2');
    for (let i = 0; i < 3; i++) await next(user);
    expect(screen.getByLabelText(/InfiniBand/)).toBeChecked();
    await user.click(screen.getByLabelText(/InfiniBand/));
    expect(query().get('ib')).toBe('0');
    const nodes = screen.getByLabelText('Instances used together (nodes)');
    await user.clear(nodes);
    await user.type(nodes, '1');
    expect(query().has('ib')).toBe(false);
  });
});

describe('team presets', () => {
  it('startup names its hour of waiting, free credits and per-second billing, and rules nothing out', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&team=rnd');
    await user.click(screen.getByLabelText('Startup'));
    const status = screen.getByText(/The Startup preset set/).closest('div') as HTMLElement;
    expect(status).toHaveTextContent('Whole GPUs (passthrough): not required');
    // the startup's assumed value of an hour of waiting (assumptions.ts: 25 USD)
    expect(status).toHaveTextContent(
      'Each hour the job waits is weighed at 25 USD beside its cost',
    );
    expect(status).toHaveTextContent(/Free trial credits are named on the picks that offer them/);
    expect(status).toHaveTextContent(/Per-second billing counts in the score/);
    expect(query().has('bill')).toBe(false);
    expect(query().has('pt')).toBe(false);
    expect(query().has('team')).toBe(false);
  });

  it('AI R&D requires whole GPUs (passthrough)', async () => {
    const { user } = openWizard();
    await user.click(screen.getByLabelText('AI research and development'));
    expect(screen.getByText('Whole GPUs (passthrough): required')).toBeInTheDocument();
    expect(query().get('team')).toBe('rnd');
    // the link's default for AI R&D: left out
    expect(query().has('pt')).toBe(false);
  });

  it('HPC asks for InfiniBand across nodes; another team drops the note', async () => {
    const { user } = openWizard();
    await user.click(screen.getByLabelText('HPC cluster'));
    expect(
      screen.getByText(/InfiniBand\/RDMA is required whenever the job spans nodes/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Each hour the job waits is weighed at 15 USD/)).toBeInTheDocument();
    expect(query().has('ib')).toBe(false);
    await user.click(screen.getByLabelText('Individual'));
    expect(screen.queryByText(/InfiniBand\/RDMA is required whenever/)).not.toBeInTheDocument();
    expect(query().get('team')).toBe('individual');
  });

  it('enterprise changes the value of an hour of waiting only', async () => {
    const { user } = openWizard();
    await user.click(screen.getByLabelText('Enterprise'));
    const status = screen.getByText(/The Enterprise preset set/).closest('div') as HTMLElement;
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Each hour the job waits is weighed at 50 USD beside its cost (the link’s vh= changes it).',
    ]);
  });

  it('arrow keys choose a team (keyboard)', async () => {
    const { user } = openWizard();
    screen.getByLabelText('Startup').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('AI research and development')).toBeChecked();
    expect(query().get('team')).toBe('rnd');
  });
});
