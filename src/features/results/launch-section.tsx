import { useId, useMemo, useState } from 'react';
import type { RankedEntry } from '../../domain/engine';
import { launchRecipes, type LaunchTool } from '../../domain/launch';
import { writeClipboard } from '../../lib/clipboard';
import { downloadText } from '../../lib/download';
import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';

/** The file a recipe downloads as: what its tool reads, named after the offer. */
export function launchFileName(offerId: string, tool: LaunchTool): string {
  const stem = offerId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (tool === 'skypilot') return `${stem}.sky.yaml`;
  if (tool === 'dstack') return `${stem}.dstack.yml`;
  return `${stem}-${tool}.sh`;
}

/**
 * How to start this pick: its launch recipes (a SkyPilot task, a dstack configuration, the
 * provider's CLI call, the workload's command), one at a time, to copy or download. The text is
 * the command line's (`npm run recommend -- "<link>" --launch=<tool>`) for the same link.
 * Loaded with the first open row, so the results' first screen does not carry it.
 */
export default function LaunchSection({ entry }: { entry: RankedEntry }) {
  const t = useT();
  const id = useId();
  const profile = useLinkStore((s) => s.link.profile);
  const recipes = useMemo(() => launchRecipes(entry, profile), [entry, profile]);
  const [chosen, setChosen] = useState<LaunchTool | null>(null);
  const recipe = recipes.find((r) => r.tool === chosen) ?? recipes[0];
  const [copied, setCopied] = useState<{ text: string; ok: boolean } | null>(null);
  if (!recipe) return null;
  const status = copied?.text === recipe.text ? copied : null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-3 text-sm">
      <h4 id={`${id}-title`} className="font-semibold">
        {t('results.launch.title')}
      </h4>
      <p className="text-slate-700">{t('results.launch.intro')}</p>
      {entry.commitment ? (
        // the recipe launches instances; a commitment is bought, not launched
        <p role="note" className="mt-1 text-amber-950">
          {t('term.launch', {
            kind: t(`engine.commitment.kind.${entry.commitment.row.kind}`),
            months: entry.commitment.row.termMonths,
          })}
        </p>
      ) : null}
      <div
        role="group"
        aria-label={t('results.launch.tools')}
        className="mt-2 flex flex-wrap gap-1"
      >
        {recipes.map((r) => (
          <button
            key={r.tool}
            type="button"
            aria-pressed={r.tool === recipe.tool}
            onClick={() => setChosen(r.tool)}
            className={`rounded border px-2 py-1 ${
              r.tool === recipe.tool
                ? 'border-teal-800 bg-teal-800 text-white'
                : 'border-slate-300 bg-white text-teal-900 hover:bg-teal-50'
            }`}
          >
            {t(`results.launch.tool.${r.tool}`)}
          </button>
        ))}
      </div>
      <pre
        aria-label={t('results.launch.text', { tool: t(`results.launch.tool.${recipe.tool}`) })}
        tabIndex={0}
        className="mt-2 max-h-72 overflow-auto rounded border border-slate-200 bg-white p-2 text-xs"
      >
        <code>{recipe.text}</code>
      </pre>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={async () =>
            setCopied({ text: recipe.text, ok: await writeClipboard(recipe.text) })
          }
        >
          {t('results.launch.copy')}
        </Button>
        <Button
          variant="ghost"
          onClick={() =>
            downloadText(
              launchFileName(entry.offerId, recipe.tool),
              'text/plain;charset=utf-8',
              recipe.text,
            )
          }
        >
          {t('results.launch.download')}
        </Button>
        <p role="status" className="text-slate-700">
          {status ? t(status.ok ? 'results.launch.copied' : 'results.launch.copyFailed') : ''}
        </p>
      </div>
    </section>
  );
}
