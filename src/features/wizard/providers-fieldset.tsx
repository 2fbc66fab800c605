import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { fieldId } from './question';

export interface ProviderChoice {
  id: string;
  name: string;
}

/** Only these providers: one checkbox each; none ticked means all. */
export function ProvidersFieldset({ providers }: { providers: readonly ProviderChoice[] }) {
  const t = useT();
  const prov = useLinkStore((s) => s.link.profile.prov);
  const patch = useLinkStore((s) => s.patchProfile);
  const known = new Set(providers.map((p) => p.id));
  const choices = [
    ...providers,
    ...prov
      .filter((id) => !known.has(id))
      .map((id) => ({ id, name: t('wizard.prov.unknown', { id }) })),
  ];
  const toggle = (id: string, on: boolean) =>
    patch({ prov: on ? [...prov, id] : prov.filter((p) => p !== id) });
  const hintId = `${fieldId('prov')}-hint`;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={hintId}>
      <legend className="mb-1 font-medium">{t('wizard.prov.legend')}</legend>
      <p id={hintId} className="text-sm text-slate-700">
        {t('wizard.prov.hint')}
      </p>
      <div className="grid gap-x-6 gap-y-1 sm:grid-cols-3">
        {choices.map((p) => {
          const id = fieldId(`prov-${p.id}`);
          return (
            <div key={p.id} className="flex items-center gap-2">
              <input
                id={id}
                type="checkbox"
                checked={prov.includes(p.id)}
                onChange={(e) => toggle(p.id, e.target.checked)}
                className="h-4 w-4"
              />
              <label htmlFor={id}>{p.name}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
