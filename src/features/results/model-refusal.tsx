import type { EngineNotice } from '../../domain/engine';
import { closestIdsOf } from '../../domain/engine/model-check';
import { modelById } from '../../domain/models';
import { encode } from '../../domain/share/codec';
import { useLinkStore } from '../../state/link-store';
import { useLang, useT } from '../../state/use-lang';
import { AppLink } from '../../ui/app-link';
import { messageText } from './format';

/**
 * The answer for a model the engine cannot size: no ranking, the reason, and for an unknown id a
 * link per closest known model: the page's own link with only `model` changed, so it keeps this
 * page's view, language and currency, and opens the same in a new tab.
 */
export function ModelRefusal({ notice }: { notice: EngineNotice }) {
  const t = useT();
  const lang = useLang();
  const link = useLinkStore((s) => s.link);
  const setLink = useLinkStore((s) => s.setLink);
  const closest = closestIdsOf(notice).flatMap((id) => {
    const model = modelById(id);
    return model ? [model] : [];
  });
  const withModel = (id: string) => ({ ...link, profile: { ...link.profile, model: id } });
  return (
    <section
      role="alert"
      aria-labelledby="model-refusal-title"
      className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h2 id="model-refusal-title" className="font-medium">
        {t('results.model-refusal.title')}
      </h2>
      <p className="mt-1">{messageText(lang, notice)}</p>
      {closest.length > 0 ? (
        <>
          <p className="mt-2">{t('results.model-refusal.closest')}</p>
          <ul className="mt-1 list-disc pl-5">
            {closest.map((m) => (
              <li key={m.id}>
                <AppLink
                  className="underline"
                  href={`?${encode(withModel(m.id))}`}
                  onFollow={() => {
                    const now = useLinkStore.getState().link;
                    setLink({ ...now, profile: { ...now.profile, model: m.id } }, 'push');
                  }}
                >
                  {m.name[lang]} ({m.id})
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">{t('results.model-refusal.size')}</p>
      )}
    </section>
  );
}
