import { useEffect, type ComponentType } from 'react';
import { useGuideParams } from '../../state/guide-store';
import { useLang, useT } from '../../state/use-lang';
import { InTurn } from '../../ui/in-turn';
import { NoticeList } from '../../ui/notice-list';
import { FactCheckSection } from './fact-check-section';
import { GuideDataContext, type GuideData } from './guide-data';
import { SpotSection } from './spot-section';
import { SubscriptionSection } from './subscription-section';
import { TcoSection } from './tco-section';
import { TransferSection } from './transfer-section';
import { Section } from './section';
import type { MessageKey } from '../../i18n';

/** The sections in order: anchor, title, lead, the section. */
const SECTIONS: readonly (readonly [string, MessageKey, MessageKey, ComponentType])[] = [
  ['own-rent', 'guide.tco.title', 'guide.tco.lead', TcoSection],
  ['subscription', 'guide.sub.title', 'guide.sub.lead', SubscriptionSection],
  ['transfer', 'guide.tr.title', 'guide.tr.lead', TransferSection],
  ['spot', 'guide.spot.title', 'guide.spot.lead', SpotSection],
  ['fact-check', 'guide.fc.title', 'guide.fc.lead', FactCheckSection],
];

/** The guide: four calculators and the fact check, every input in the link. */
export function GuideView({ data }: { data: GuideData }) {
  const t = useT();
  const lang = useLang();
  const { notices } = useGuideParams();
  // The view arrives after the page has loaded, so the browser's own jump to `#claim-…` misses it.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <GuideDataContext.Provider value={data}>
      <article>
        <h1 className="text-2xl font-semibold text-slate-900">{t('guide.title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t('guide.lead')}</p>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('guide.currencyNote')}</p>
        <NoticeList
          notices={notices}
          title={t('guide.notices.title')}
          lang={lang}
          className="mt-4"
        />
        <nav aria-label={t('guide.toc')} className="mt-4">
          <ul className="flex flex-wrap gap-2 text-sm">
            {SECTIONS.map(([id, key]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-block rounded border border-slate-300 bg-white px-3 py-1 text-teal-800 hover:bg-slate-50"
                >
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {SECTIONS.map(([id, title, lead, Body], i) =>
          // The first calculator comes with the page; the ones below it, when it is idle.
          i === 0 ? (
            <Body key={id} />
          ) : (
            <InTurn
              key={id}
              placeholder={
                <Section id={id} title={t(title)} lead={t(lead)}>
                  <div className="h-[40rem]" />
                </Section>
              }
            >
              <Body />
            </InTurn>
          ),
        )}
      </article>
    </GuideDataContext.Provider>
  );
}
