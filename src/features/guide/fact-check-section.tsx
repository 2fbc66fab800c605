import type { Claim } from '../../domain/catalog/schema';
import { useLang, useT } from '../../state/use-lang';
import { useGuideData } from './guide-data';
import { Section } from './section';
import { SourceLink } from './source-link';

const verdictStyle: Record<Claim['verdict'], string> = {
  confirmed: 'border-teal-400 bg-teal-50 text-teal-900',
  contradicted: 'border-red-400 bg-red-50 text-red-900',
  unverified: 'border-amber-400 bg-amber-50 text-amber-900',
};

/** Each of the guide's claims next to what the sources say. */
export function FactCheckSection() {
  const t = useT();
  const lang = useLang();
  const { claims } = useGuideData();
  return (
    <Section id="fact-check" title={t('guide.fc.title')} lead={t('guide.fc.lead')}>
      {claims.length === 0 ? <p className="mt-4 text-slate-700">{t('guide.fc.empty')}</p> : null}
      <ol className="mt-4 space-y-4">
        {claims.map((c) => (
          <li key={c.id}>
            <article
              aria-labelledby={`claim-${c.id}`}
              className="rounded border border-slate-200 p-4"
            >
              <h3 id={`claim-${c.id}`} className="font-medium text-slate-900">
                <q lang="zh-CN">{c.quoteZh}</q>
              </h3>
              {/* The English gloss is for English readers; the quote above is the original. */}
              {lang === 'en' ? (
                <p lang="en" className="text-sm text-slate-600">
                  {t('guide.fc.gloss')}: {c.glossEn}
                </p>
              ) : null}
              <p className="mt-2">
                <span
                  className={`inline-block rounded border px-2 py-0.5 text-sm font-semibold ${verdictStyle[c.verdict]}`}
                >
                  {t(`guide.fc.verdict.${c.verdict}`)}
                </span>
              </p>
              <p className="mt-2 text-slate-800">
                <span className="font-medium">{t('guide.fc.evidenceLine')}</span>
                {c.evidence[lang]}
              </p>
              <ul className="mt-2 space-y-1 text-sm">
                {c.sources.map((s) => (
                  <li key={s.ref}>
                    <SourceLink source={s} />
                    {s.note ? <span className="text-slate-600"> — {s.note}</span> : null}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ol>
    </Section>
  );
}
