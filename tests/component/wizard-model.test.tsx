/**
 * The workload step's model picker (a combobox over the model catalog, grouped by family, in both
 * languages), the precision's trade-off line and the serving load fields.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { next, openWizard, query } from './wizard-setup';

describe('model picker', () => {
  it('types part of a name, moves with the arrows and picks with Enter', async () => {
    const { user } = openWizard();
    await next(user);
    const box = screen.getByRole('combobox', { name: 'Model' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'qwen 72');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Models by family' });
    const group = within(list).getByRole('group', { name: 'Qwen2.5' });
    expect(within(group).getByRole('option', { name: /Qwen2.5-72B/ })).toBeInTheDocument();
    // the first option is active; the last is always "Custom size"
    const options = within(list).getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options.at(-1)).toHaveTextContent('Custom size');
    await user.keyboard('{Enter}');
    expect(query().get('model')).toBe('qwen2.5-72b');
    expect(box).toHaveValue('Qwen2.5-72B');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAccessibleDescription(/72.7B parameters/);
    // still on the workload step: Enter picked, it did not submit
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Workload');
    // the size field is free for a custom size, and typing one replaces the pick
    await user.type(screen.getByLabelText(/^Model size/), '13');
    expect(query().get('model')).toBe('13');
    expect(box).toHaveValue('');
  });

  it('groups by family in Chinese and finds Chinese names', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=zh');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const box = screen.getByRole('combobox', { name: '模型' });
    await user.type(box, '千问');
    const list = screen.getByRole('listbox', { name: '按系列列出的模型' });
    const groups = within(list)
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent);
    expect(groups).toContain('通义千问 Qwen2.5');
    expect(groups).toContain('通义千问 Qwen3');
    expect(groups).not.toContain('Llama');
  });

  it('a link with a model id shows the model; Up, Enter on "Custom size" goes to the size field', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&model=llama-3.1-8b');
    await next(user);
    const box = screen.getByRole('combobox', { name: 'Model' });
    expect(box).toHaveValue('Llama 3.1 8B');
    box.focus();
    await user.keyboard('{ArrowUp}');
    expect(
      document.getElementById(box.getAttribute('aria-activedescendant') ?? ''),
    ).toHaveTextContent('Custom size');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(/^Model size/)).toHaveFocus();
    expect(query().has('model')).toBe(false);
  });

  it('Escape closes the list and keeps the pick', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&model=llama-3.1-8b');
    await next(user);
    const box = screen.getByRole('combobox', { name: 'Model' });
    await user.clear(box);
    await user.type(box, 'glm');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Llama 3.1 8B');
    expect(query().get('model')).toBe('llama-3.1-8b');
  });
});

describe('precision and serving load', () => {
  it('says what each precision trades, in both languages', async () => {
    const { user } = openWizard();
    await next(user);
    const prec = screen.getByLabelText('Precision');
    expect(prec).toHaveAccessibleDescription(/full quality/);
    await user.selectOptions(prec, 'int4');
    expect(prec).toHaveAccessibleDescription(/quarter of the memory/);
    expect(query().get('prec')).toBe('int4');
  });

  it('says it in Chinese too', async () => {
    const zh = openWizard('?v=1&view=wizard&lang=zh&prec=fp8');
    await zh.user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByLabelText('数值精度')).toHaveAccessibleDescription(/显存为 BF16 的一半/);
  });

  it('serving asks how many users and how fast, into users and tps', async () => {
    const { user } = openWizard();
    await next(user);
    expect(screen.queryByLabelText(/^Users at once/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Inference serving'));
    const users = screen.getByLabelText(/^Users at once/);
    const tps = screen.getByLabelText(/^Speed each user sees/);
    expect(users).toHaveValue('1');
    expect(tps).toHaveValue('20');
    await user.clear(users);
    await user.type(users, '64');
    await user.clear(tps);
    await user.type(tps, '30');
    expect(query().get('users')).toBe('64');
    expect(query().get('tps')).toBe('30');
    await user.clear(users);
    await user.type(users, '2.5');
    expect(users).toHaveAttribute('aria-invalid', 'true');
    // the link keeps the last whole number typed
    expect(query().get('users')).toBe('2');
  });
});
