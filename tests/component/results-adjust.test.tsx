import './local-ranking';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ResultsView from '../../src/features/results';
import { useLinkStore } from '../../src/state/link-store';
import { makeCatalog } from '../unit/engine/fixtures';

const catalog = makeCatalog();

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  return render(<ResultsView catalog={catalog} />);
}

const query = () => new URLSearchParams(window.location.search);

describe('the inputs beside the results', () => {
  it('keep the link’s model and where the team is, and change them', async () => {
    const user = userEvent.setup({ delay: null });
    openAt('?v=1&view=results&lang=en&cur=CNY&wl=finetune&model=qwen2.5-7b&loc=cn');
    const model = screen.getByRole('combobox', { name: 'Model' });
    expect(model).toHaveDisplayValue('Qwen2.5-7B');
    // A catalog model has no size to type.
    expect(screen.queryByLabelText(/^Model size/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Team and data in' })).toHaveDisplayValue(
      'Mainland China',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team and data in' }), 'global');
    expect(query().get('loc')).toBe('global');
    await user.selectOptions(model, 'custom');
    expect(query().get('model')).toBeNull();
    await user.type(screen.getByLabelText(/^Model size/), '13');
    expect(query().get('model')).toBe('13');
  });

  it.each([
    ['en', 'Arithmetic intensity (FLOP per byte)', 'GPU memory needed (GiB)', '0.25 if empty'],
    ['zh', '算术强度（FLOP/字节）', '所需显存（GiB）', '留空按 0.25 计'],
  ])(
    '%s: an FP64 simulation adjusts memory and arithmetic intensity, not a model',
    async (lang, ai, mem, hint) => {
      const user = userEvent.setup({ delay: null });
      openAt(`?v=1&view=results&lang=${lang}&cur=CNY&team=hpc&wl=hpc&mem=60&work=500`);
      expect(screen.queryByRole('combobox', { name: /^Model$|^模型$/ })).toBeNull();
      expect(screen.getByRole('textbox', { name: new RegExp(`^${escape(mem)}`) })).toHaveValue(
        '60',
      );
      const field = screen.getByRole('textbox', { name: new RegExp(`^${escape(ai)}`) });
      expect(field).toHaveValue('');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(hint));
      await user.type(field, '8');
      expect(query().get('ai')).toBe('8');
    },
  );
});

function escape(text: string): string {
  return text.replace(/[()]/g, '\\$&');
}
