import type { RankResult } from '../../domain/engine';
import type { Profile } from '../../domain/engine/profile';
import type { Lang } from '../../i18n';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { download } from './download';
import { markdownSummary, toCsv } from './export';

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
          void toCsv(result, lang).then((csv) => download(`${stem}.csv`, 'text/csv', csv));
        }}
      >
        {t('results.export.csv')}
      </Button>
      <Button
        onClick={() =>
          download(
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
