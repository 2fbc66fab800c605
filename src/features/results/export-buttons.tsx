import type { RankResult } from '../../domain/engine';
import type { Profile } from '../../domain/engine/profile';
import type { Lang } from '../../i18n';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { downloadText } from '../../lib/download';
import { markdownSummary, resultCsv } from './export';

interface Props {
  result: RankResult;
  profile: Profile;
  lang: Lang;
  provider: (id: string) => string;
  asOf: string;
  fx: number;
}

/** CSV of the whole result and a short Markdown summary, built when asked for. */
export function ExportButtons({ result, profile, lang, provider, asOf, fx }: Props) {
  const t = useT();
  const stem = `gpu-picks-${profile.wl}-${asOf}`;
  return (
    <>
      <Button
        onClick={() => {
          downloadText(`${stem}.csv`, 'text/csv;charset=utf-8', resultCsv(result, lang));
        }}
      >
        {t('results.export.csv')}
      </Button>
      <Button
        onClick={() =>
          downloadText(
            `${stem}.md`,
            'text/markdown',
            markdownSummary(result, {
              lang,
              profile,
              provider,
              asOf,
              fx,
              url: window.location.href,
            }),
          )
        }
      >
        {t('results.export.md')}
      </Button>
    </>
  );
}
