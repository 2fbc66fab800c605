import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { modelById, searchModels, type ModelSpec } from '../../domain/models';
import { formatNumber } from '../../domain/share/text';
import { useLinkStore } from '../../state/link-store';
import { useLang, useT } from '../../state/use-lang';
import { useWizardStore } from '../../state/wizard-store';
import { fieldId } from './question';

/** The picker's last option: no catalog model, the size typed in the number field. */
const CUSTOM = 'custom';

/** "72.7B", or "671B (37B active)" for a mixture of experts. */
export function modelSize(m: ModelSpec): string {
  const total = `${formatNumber(m.totalParamsB)}B`;
  return m.activeParamsB < m.totalParamsB ? `${total} / ${formatNumber(m.activeParamsB)}B` : total;
}

/**
 * The model, picked from the catalog by typing part of its name in either language: a combobox
 * (WAI-ARIA pattern, list autocomplete) whose options are grouped by family, with "Custom size"
 * last, which leaves the model to the size field below. Picking writes the model's id to `model`.
 */
export function ModelPicker() {
  const t = useT();
  const lang = useLang();
  const base = useId();
  const id = fieldId('pick');
  const listId = `${base}-list`;
  const model = useLinkStore((s) => s.link.profile.model);
  const picked = typeof model === 'string' ? (modelById(model) ?? null) : null;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = text ?? (picked ? picked.name[lang] : '');
  const groups = useMemo(() => searchModels(text ?? '', lang), [text, lang]);
  const flat = useMemo(
    () => [...groups.flatMap((g) => g.models.map((m) => m.id)), CUSTOM],
    [groups],
  );
  const optionId = (value: string) => `${base}-opt-${value}`;
  const activeValue = open ? flat[Math.min(active, flat.length - 1)] : undefined;

  const choose = (value: string) => {
    setOpen(false);
    setText(null);
    if (value === CUSTOM) {
      if (typeof model === 'string') useLinkStore.getState().patchProfile({ model: null });
      document.getElementById(fieldId('model'))?.focus();
      return;
    }
    useWizardStore.getState().setRaw({ model: null });
    useLinkStore.getState().patchProfile({ model: value });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : flat.length - 1);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (Math.min(i, flat.length - 1) + step + flat.length) % flat.length);
    } else if (e.key === 'Enter' && open && activeValue !== undefined) {
      // picks the option instead of submitting the step
      e.preventDefault();
      choose(activeValue);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t('wizard.pick.label')}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeValue ? optionId(activeValue) : undefined}
        aria-describedby={`${id}-hint`}
        value={shown}
        placeholder={t('wizard.pick.placeholder')}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setText(null);
        }}
        className="w-full max-w-md rounded border border-slate-500 px-2 py-1.5"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('wizard.pick.list')}
        hidden={!open}
        className="absolute top-full z-10 mt-1 max-h-72 w-full max-w-md overflow-y-auto rounded border border-slate-400 bg-white shadow-lg"
      >
        {groups.map((g) => (
          <div key={g.family} role="group" aria-labelledby={`${base}-fam-${g.family}`}>
            <div
              id={`${base}-fam-${g.family}`}
              role="presentation"
              className="bg-slate-100 px-2 py-1 text-xs font-semibold text-slate-700"
            >
              {g.label}
            </div>
            {g.models.map((m) => (
              <div
                key={m.id}
                id={optionId(m.id)}
                role="option"
                aria-selected={activeValue === m.id}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(m.id)}
                className={`flex cursor-pointer justify-between gap-3 px-3 py-1.5 ${
                  activeValue === m.id ? 'bg-teal-100 text-teal-950' : ''
                }`}
              >
                <span>{m.name[lang]}</span>
                <span className="text-sm text-slate-700">{modelSize(m)}</span>
              </div>
            ))}
          </div>
        ))}
        <div
          id={optionId(CUSTOM)}
          role="option"
          aria-selected={activeValue === CUSTOM}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => choose(CUSTOM)}
          className={`cursor-pointer border-t border-slate-300 px-3 py-1.5 italic ${
            activeValue === CUSTOM ? 'bg-teal-100 text-teal-950' : ''
          }`}
        >
          {t('wizard.pick.custom')}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {picked
          ? t('wizard.pick.picked', {
              name: picked.name[lang],
              size: modelSize(picked),
              context: formatNumber(picked.maxContext),
            })
          : t('wizard.pick.hint')}
      </p>
    </div>
  );
}
