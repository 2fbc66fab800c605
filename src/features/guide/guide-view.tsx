import { useEffect } from 'react';
import { useGuideParams } from '../../state/guide-store';
import { useLang, useT } from '../../state/use-lang';
import { NoticeList } from '../../ui/notice-list';
import { FactCheckSection } from './fact-check-section';
import { GuideDataContext, type GuideData } from './guide-data';
import { SpotSection } from './spot-section';
import { SubscriptionSection } from './subscription-section';
import { TcoSection } from './tco-section';
import { TransferSection } from './transfer-section';

const SECTIONS = [
  ['own-rent', 'guide.tco.title'],
  ['subscription', 'guide.sub.title'],
  ['transfer', 'guide.tr.title'],
  ['spot', 'guide.spot.title'],
  ['fact-check', 'guide.fc.title'],
] as const;

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
        <TcoSection />
        <SubscriptionSection />
        <TransferSection />
        <SpotSection />
        <FactCheckSection />
      </article>
    </GuideDataContext.Provider>
  );
}
