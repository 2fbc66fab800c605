import { useId, useState, type ChangeEvent } from 'react';
import type { Catalog } from '../../domain/catalog/types';
import {
  findDuplicates,
  importQuotesFile,
  type Duplicate,
  type ImportResult,
  type Quote,
} from '../../domain/quotes';
import { useQuotesStore } from '../../state/quotes-store';
import { useLang, useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { DuplicateChoiceBox } from './duplicate-choice';
import { problemText, quoteContext, today } from './helpers';
import { ImportReport } from './import-report';

/** The CSV header's names (the file format's, in either language). */
const NEEDED_COLUMNS = [
  'provider',
  'instance_type',
  'gpu',
  'gpu_count',
  'price',
  'currency',
  'region_group',
];
const OPTIONAL_COLUMNS = [
  'id',
  'per',
  'spot',
  'gpu_link',
  'fabric',
  'region',
  'billing',
  'overrides',
  'as_of',
  'note',
];

function ColumnNames({ names, sep }: { names: readonly string[]; sep: string }) {
  return names.map((n, i) => (
    <span key={n}>
      {i > 0 ? sep : null}
      <code>{n}</code>
    </span>
  ));
}

type Stage =
  | { step: 'idle' }
  | { step: 'reading'; file: string }
  | { step: 'report'; file: string; result: ImportResult }
  | { step: 'duplicates'; quotes: Quote[]; duplicates: Duplicate[] }
  | { step: 'done'; count: number }
  | { step: 'rejected' };

/**
 * Import from CSV or JSON: every problem listed by row, column and reason; the user imports the
 * valid rows or rejects the file; duplicates of existing quotes are asked about, never overwritten.
 */
export function ImportPanel({ catalog }: { catalog: Catalog }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const add = useQuotesStore((s) => s.add);
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [inputKey, setInputKey] = useState(0);

  const read = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setStage({ step: 'reading', file: file.name });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const result = importQuotesFile(bytes, file.name, quoteContext(catalog, today()));
    setStage({ step: 'report', file: file.name, result });
  };

  const finish = (step: Stage) => {
    setStage(step);
    setInputKey((k) => k + 1);
  };

  const accept = (quotes: Quote[]) => {
    const duplicates = findDuplicates(useQuotesStore.getState().quotes, quotes);
    if (duplicates.length > 0) return setStage({ step: 'duplicates', quotes, duplicates });
    add(quotes);
    finish({ step: 'done', count: quotes.length });
  };

  return (
    <div className="mt-4">
      <label htmlFor={`${id}-file`} className="font-medium">
        {t('quotes.import.label')}
      </label>
      <p className="text-sm text-slate-700">
        {t('quotes.import.columns.start')}
        <ColumnNames names={NEEDED_COLUMNS} sep={lang === 'zh' ? '、' : ', '} />
        {t('quotes.import.columns.needed')}
        <ColumnNames names={OPTIONAL_COLUMNS} sep={lang === 'zh' ? '、' : ', '} />
        {t('quotes.import.columns.end')}
      </p>
      <input
        key={inputKey}
        id={`${id}-file`}
        type="file"
        accept=".csv,.tsv,.txt,.json,text/csv,application/json"
        onChange={(e) => void read(e)}
        className="mt-1 block text-sm"
      />
      {stage.step === 'reading' ? <p aria-busy="true">{stage.file}…</p> : null}
      {stage.step === 'report' && stage.result.fileErrors.length > 0 ? (
        <div role="alert" className="mt-3 rounded border border-red-300 bg-red-50 p-3">
          <p className="font-medium">{t('quotes.import.refused', { file: stage.file })}</p>
          <ul className="list-disc pl-5">
            {stage.result.fileErrors.map((e, i) => (
              <li key={i}>{problemText(lang, e)}</li>
            ))}
          </ul>
          <Button className="mt-2" onClick={() => finish({ step: 'idle' })}>
            {t('quotes.import.close')}
          </Button>
        </div>
      ) : null}
      {stage.step === 'report' && stage.result.fileErrors.length === 0 ? (
        <div
          role="region"
          aria-label={stage.file}
          className="mt-3 rounded border border-slate-300 p-3"
        >
          <ImportReport file={stage.file} result={stage.result} />
          <div className="mt-3 flex flex-wrap gap-2">
            {stage.result.valid.length > 0 ? (
              <Button
                variant="primary"
                onClick={() => accept(stage.result.valid.map((v) => v.quote))}
              >
                {stage.result.errors.length > 0
                  ? t('quotes.import.valid', { count: stage.result.valid.length })
                  : t('quotes.import.all', { count: stage.result.valid.length })}
              </Button>
            ) : null}
            <Button onClick={() => finish({ step: 'rejected' })}>
              {t('quotes.import.reject')}
            </Button>
          </div>
        </div>
      ) : null}
      {stage.step === 'duplicates' ? (
        <DuplicateChoiceBox
          duplicates={stage.duplicates}
          onCancel={() => finish({ step: 'rejected' })}
          onChoose={(choice) => {
            add(stage.quotes, () => choice);
            const skipped = choice === 'skip' ? stage.duplicates.length : 0;
            finish({ step: 'done', count: stage.quotes.length - skipped });
          }}
        />
      ) : null}
      {stage.step === 'done' || stage.step === 'rejected' ? (
        <p role="status" className="mt-2">
          {stage.step === 'done'
            ? t('quotes.import.done', { count: stage.count })
            : t('quotes.import.rejected')}
        </p>
      ) : null}
    </div>
  );
}
