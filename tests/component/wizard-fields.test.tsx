import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { next, openWizard, query, stepHeading } from './wizard-setup';

/** The text of the message tied to a field through aria-describedby. */
function describedText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

async function atWorkload() {
  const ctx = openWizard();
  await next(ctx.user);
  expect(stepHeading()).toHaveTextContent('Workload');
  return ctx;
}

describe('wizard field validation', () => {
  it.each([
    ['Model size (billion parameters) — optional', 'abc', 'Not a number.'],
    ['Model size (billion parameters) — optional', '-7', 'Must not be negative.'],
    ['Model size (billion parameters) — optional', '0', 'Must be more than 0.'],
    ['Model size (billion parameters) — optional', '0.001', 'Must be at least 0.01.'],
    ['Model size (billion parameters) — optional', '1e12', 'Must be at most 10000.'],
    ['GPU memory needed (GiB) — optional', '0.5', 'Must be at least 1.'],
    ['GPU memory needed (GiB) — optional', '200000', 'Must be at most 100000.'],
    ['Sequence length (tokens)', '', 'Enter a value.'],
    ['Sequence length (tokens)', '1.5', 'Must be a whole number.'],
    ['Sequence length (tokens)', '2,04', 'Not a number.'],
    ['Job size (A100-hours)', '0', 'Must be more than 0.'],
    ['Job size (A100-hours)', '-3', 'Must not be negative.'],
    ['Job size (A100-hours)', '', 'Enter a value.'],
    ['Job size (A100-hours)', '9'.repeat(40), 'Must be at most 10000000.'],
  ])('%s: “%s” → %s', async (label, text, message) => {
    const { user } = await atWorkload();
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (text) await user.type(input, text);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(input)).toContain(message);
    expect(input).toHaveValue(text);
  });

  it('reads full-width digits and says how it read them', async () => {
    const { user } = await atWorkload();
    const input = screen.getByLabelText(/^Model size/);
    await user.type(input, '１３');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(describedText(input)).toContain('Read as 13.');
    expect(query().get('model')).toBe('13');
  });

  it('an invalid answer stays in the field, not in the link, which keeps the last valid value', async () => {
    const { user } = await atWorkload();
    const model = screen.getByLabelText(/^Model size/);
    await user.type(model, '70');
    expect(query().get('model')).toBe('70');
    await user.type(model, 'x');
    expect(model).toHaveValue('70x');
    expect(query().get('model')).toBe('70');
  });

  it('empty optional answers are "not given", not errors', async () => {
    const { user } = await atWorkload();
    const model = screen.getByLabelText(/^Model size/);
    await user.type(model, '7');
    await user.clear(model);
    expect(model).not.toHaveAttribute('aria-invalid');
    expect(query().has('model')).toBe(false);
  });

  it('a step with an invalid answer cannot advance; the field gets focus, other answers stay', async () => {
    const { user } = await atWorkload();
    await user.type(screen.getByLabelText(/^GPU memory needed/), '80');
    const seq = screen.getByLabelText(/^Sequence length/);
    await user.clear(seq);
    await user.type(seq, 'long');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Workload');
    expect(screen.getByRole('alert')).toHaveTextContent(/need correcting/);
    expect(seq).toHaveFocus();
    expect(screen.getByLabelText(/^GPU memory needed/)).toHaveValue('80');
    expect(query().get('mem')).toBe('80');
    await user.clear(seq);
    await user.type(seq, '4096');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Budget and time');
    expect(query().get('seq')).toBe('4096');
  });

  it('validates the budget step and converts the budget when the currency changes', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&budget=720&cur=CNY');
    await next(user);
    await next(user);
    const budget = screen.getByLabelText(/^Budget \(CNY\)/);
    expect(budget).toHaveValue('720');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(screen.getByLabelText(/^Budget \(USD\)/)).toHaveValue('100');
    expect(query().get('cur')).toBe('USD');
    await user.clear(screen.getByLabelText(/^Budget/));
    await user.type(screen.getByLabelText(/^Budget/), '-5');
    expect(describedText(screen.getByLabelText(/^Budget/))).toContain('Must not be negative.');
    const deadline = screen.getByLabelText(/^Deadline/);
    await user.type(deadline, '0');
    expect(describedText(deadline)).toContain('Must be more than 0.');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Budget and time');
  });

  it.each([
    ['Instances used together (nodes)', '0', 'Must be more than 0.'],
    ['Instances used together (nodes)', '2000', 'Must be at most 1024.'],
    ['Instances used together (nodes)', '2.5', 'Must be a whole number.'],
    ['Checkpoint interval (minutes)', '2000', 'Must be at most 1440.'],
    ['Spot interruptions per day — optional', '49', 'Must be at most 48.'],
    ['Data to move in (GB) — optional', '-1', 'Must not be negative.'],
    ['Exchange rate (CNY per USD) — optional', '0.5', 'Must be at least 1.'],
    ['Exchange rate (CNY per USD) — optional', 'seven', 'Not a number.'],
  ])('advanced %s: “%s” → %s', async (label, text, message) => {
    const { user } = openWizard();
    for (let i = 0; i < 3; i++) await next(user);
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, text);
    expect(describedText(input)).toContain(message);
    await user.click(screen.getByRole('button', { name: 'See recommendations' }));
    expect(query().get('view')).toBe('wizard');
    expect(input).toHaveFocus();
  });

  it('score weights must be whole percentages adding up to 100', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&team=hpc');
    for (let i = 0; i < 3; i++) await next(user);
    const perf = screen.getByLabelText('Performance (%)');
    const cost = screen.getByLabelText('Cost (%)');
    expect(perf).toHaveValue('50');
    await user.clear(perf);
    await user.type(perf, '60');
    expect(screen.getByText('Must add up to 100 (these add up to 110).')).toBeInTheDocument();
    expect(query().has('w')).toBe(false);
    await user.clear(cost);
    await user.type(cost, '15');
    expect(screen.queryByText(/Must add up to 100/)).not.toBeInTheDocument();
    expect(query().get('w')).toBe('60,15,25');
    await user.clear(cost);
    await user.type(cost, '1.5');
    expect(describedText(cost)).toContain('Must be a whole number.');
    await user.click(screen.getByRole('button', { name: 'Use the team’s weights' }));
    expect(query().has('w')).toBe(false);
    expect(screen.getByLabelText('Cost (%)')).toHaveValue('25');
  });
});
