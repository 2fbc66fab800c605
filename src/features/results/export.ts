import type { CostEstimate, EngineMessage, OfferFacts, RankResult } from '../../domain/engine';
import type { Profile } from '../../domain/engine/profile';
import { budgetPerMonth, spendOf, weighedKind } from '../../domain/engine/rules';
import { modelById } from '../../domain/models';
import { translate, type Lang } from '../../i18n';
import { toCsv } from '../../lib/csv';
import { formatMoney, formatNumber } from '../../lib/format';
import { regionLabel } from '../../lib/region';
import { messageText } from './format';
import { gpusLabel, offerNamer, type OfferNamer } from './labels';
import { SUPPLY_CHECKED, type SupplyVerdict } from '../../domain/catalog/data/supply-cn';
import { supplyText } from '../../ui/supply-note';

/** A GPU's supply verdict for a team in mainland China (`null`: nothing dated to say). */
export type SupplyOf = (gpu: string) => SupplyVerdict | null;

const CSV_FIELDS = [
  'status',
  'rank',
  'offerId',
  'provider',
  'region',
  'instanceType',
  'gpuModel',
  'gpuCount',
  'nodes',
  'gpuMemoryGb',
  'interconnect',
  'pricing',
  'pricePerHour',
  'currency',
  'estHours',
  'billedHours',
  'estCost',
  'monthlyCost',
  'costPerMillionTokens',
  'memoryFit',
  'withinBudget',
  'score',
  'performance',
  'cost',
  'capability',
  'otherRegions',
  'reasons',
  'notes',
  'priceDate',
  'priceDateKind',
  'supplyCn',
] as const;

type CsvRow = Record<(typeof CSV_FIELDS)[number], string | number | boolean | null>;

const round = (v: number, digits = 4) => Number(v.toFixed(digits));

/** An offer's price date in words ("listed on or before 2026-12-04"); `null` when not known. */
export type PriceDateOf = (offerId: string) => string | null;

/** What the results file adds to the ranking's own figures. */
export interface CsvOptions {
  /** Each offer's price date in words (what the date means), as a column of its own. */
  priceDate?: PriceDateOf | undefined;
  /** For a team in mainland China: each GPU's dated supply verdict. */
  supply?: SupplyOf | undefined;
  /** Without a budget the column says so, as the page does, rather than "within budget". */
  budgetGiven?: boolean;
}

/** The cells that describe the offer itself. */
const factCells = (e: OfferFacts) => ({
  offerId: e.offerId,
  provider: e.provider,
  region: e.region,
  instanceType: e.instanceType,
  gpuModel: e.gpuModel,
  gpuCount: e.gpuCount,
  nodes: e.nodes,
  gpuMemoryGb: e.gpuMemoryGb,
  interconnect: e.interconnect,
  currency: e.currency,
});

/** The estimate's cells; empty without one (an offer ruled out before it was costed). */
const costCells = (c: CostEstimate | null) => ({
  pricing: c?.pricing ?? null,
  pricePerHour: c ? round(c.pricePerHour) : null,
  estHours: c ? round(c.estHours) : null,
  billedHours: c ? round(c.billedHours) : null,
  estCost: c ? round(c.estCost, 2) : null,
  monthlyCost: c ? round(c.monthlyCost, 2) : null,
});

/** A score part 0..1 on the page's scale, 0..100 (one decimal). */
const outOf100 = (v: number) => round(v * 100, 1);

/**
 * One row per ranked entry, then one per ruled-out offer with its reasons (text in `lang`, the
 * offers they name read as provider, instance and region). Scores are out of 100, as on the page.
 */
export function csvRows(
  result: RankResult,
  lang: Lang,
  offerName: OfferNamer = offerNamer(lang),
  { priceDate, supply, budgetGiven = true }: CsvOptions = {},
): { fields: string[]; rows: CsvRow[] } {
  const text = (ms: readonly EngineMessage[]) =>
    ms.map((m) => messageText(lang, m, offerName)).join('; ');
  const dated = (e: OfferFacts) => ({
    priceDate: e.asOf,
    priceDateKind: priceDate?.(e.offerId) ?? null,
  });
  // Filled for a team in mainland China: what can be bought and rented of the GPU, dated.
  const supplyCn = (gpu: string) => {
    const v = supply?.(gpu);
    return v ? supplyText(v, lang) : null;
  };
  const ranked: CsvRow[] = result.ranked.map((e) => ({
    status: 'ranked',
    rank: e.rank,
    ...factCells(e),
    ...costCells(e),
    costPerMillionTokens: e.costPerMillionTokens === null ? null : round(e.costPerMillionTokens, 4),
    memoryFit: e.memoryFit,
    withinBudget: budgetGiven ? e.withinBudget : translate(lang, 'results.budget.none'),
    score: outOf100(e.score),
    performance: outOf100(e.scoreParts.performance),
    cost: outOf100(e.scoreParts.cost),
    capability: outOf100(e.scoreParts.capability),
    otherRegions: e.otherRegions.join(' '),
    reasons: text(e.reasons),
    notes: text(e.warnings),
    ...dated(e),
    supplyCn: supplyCn(e.gpu),
  }));
  const excluded: CsvRow[] = result.excluded.map((e) => ({
    status: 'excluded',
    rank: null,
    ...factCells(e),
    ...costCells(e.estimate),
    costPerMillionTokens: null,
    memoryFit: e.memoryFit,
    withinBudget: null,
    score: null,
    performance: null,
    cost: null,
    capability: null,
    otherRegions: '',
    reasons: '',
    notes: text(e.excludedBecause),
    ...dated(e),
    supplyCn: supplyCn(e.gpu),
  }));
  return { fields: [...CSV_FIELDS], rows: [...ranked, ...excluded] };
}

/** The CSV file of the whole result (the one writer: BOM, CRLF, formulas escaped). */
export function resultCsv(
  result: RankResult,
  lang: Lang,
  offerName?: OfferNamer,
  options: CsvOptions = {},
): string {
  const { fields, rows } = csvRows(result, lang, offerName, options);
  return toCsv(
    fields,
    rows.map((r) => fields.map((f) => r[f as keyof CsvRow])),
  );
}

const cell = (s: string | number) => String(s).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

interface SummaryContext {
  lang: Lang;
  profile: Profile;
  provider: (id: string) => string;
  asOf: string;
  fx: number;
  url: string;
  top?: number;
  /** Each pick's price date in words, as a column of its own. */
  priceDate?: PriceDateOf;
  /** For a team in mainland China: a column with each pick's supply status. */
  supply?: SupplyOf;
}

/**
 * A short Markdown summary for a ticket or a budget request: the profile in words, the top picks
 * by provider, instance and region, the weights, the link. The budget column appears only with a
 * budget, cost per million tokens only for serving.
 */
export function markdownSummary(
  result: Pick<RankResult, 'ranked' | 'currency' | 'weights'>,
  ctx: SummaryContext,
): string {
  const { lang, profile: p } = ctx;
  const t = (key: Parameters<typeof translate>[1], v?: Record<string, string | number>) =>
    translate(lang, key, v);
  const num = (v: number, d = 2) => String(Number(v.toFixed(d)));
  const money = (v: number) => formatMoney(v, result.currency, lang);
  const model =
    typeof p.model === 'number'
      ? t('results.md.modelSize', { size: num(p.model) })
      : p.model === null
        ? null
        : (modelById(p.model)?.name[lang] ?? p.model);
  const profileBits = [
    t(`results.wl.${p.wl}`),
    model,
    p.mem !== null ? t('results.md.mem', { mem: num(p.mem) }) : null,
    t(p.wl === 'infer' ? 'results.md.workInfer' : 'results.md.work', {
      work: formatNumber(p.work, lang),
    }),
    p.spot ? t('results.md.spot') : null,
    // the region constraint, as the page's inputs say it
    p.region === 'cn' || p.region === 'global'
      ? t('places.md.region', { where: t(`wizard.loc.${p.region}`) })
      : null,
  ].filter((b): b is string => b !== null);
  // the budget, a sentence of its own with the money as the page writes it
  const budgetLine =
    p.budget !== null
      ? t(budgetPerMonth(p.per) ? 'results.md.budgetMonth' : 'results.md.budgetJob', {
          budget: money(p.budget),
        })
      : t('results.md.noBudget');
  const budget = p.budget !== null;
  const tokens = p.wl === 'infer';
  const supplyCell = (gpu: string) => {
    const v = ctx.supply?.(gpu);
    return v ? `${t(`supply.status.${v.status}`)} (${v.events.at(-1)?.date ?? ''})` : '—';
  };
  const rows = result.ranked.slice(0, ctx.top ?? 5).map((e) =>
    [
      e.rank,
      `${ctx.provider(e.provider)} ${e.instanceType}${lang === 'zh' ? '，' : ', '}${regionLabel(e.region, lang, e.provider)}`,
      gpusLabel(lang, e),
      num(e.estHours, 1),
      num(spendOf(e, weighedKind(p))),
      // each price's own date; a source that states none is said to be undated
      ctx.priceDate?.(e.offerId) ??
        (e.warnings.some((w) => w.key === 'engine.warning.undated')
          ? t('places.md.undated', { date: e.asOf })
          : e.asOf),
      ...(tokens ? [e.costPerMillionTokens === null ? '—' : num(e.costPerMillionTokens, 4)] : []),
      ...(budget ? [t(e.withinBudget ? 'results.budget.yes' : 'results.budget.no')] : []),
      ...(ctx.supply ? [supplyCell(e.gpu)] : []),
    ]
      .map(cell)
      .join(' | '),
  );
  const heads = [
    t('results.md.rank'),
    t('results.md.offer'),
    t('results.md.gpus'),
    t('results.md.hours'),
    t(weighedKind(p) === 'month' ? 'results.md.costMonth' : 'results.md.cost', {
      cur: result.currency,
    }),
    t('places.md.priceDate'),
    ...(tokens ? [t('results.md.perMillion', { cur: result.currency })] : []),
    ...(budget ? [t('results.md.budget')] : []),
    ...(ctx.supply ? [t('supply.title', { date: SUPPLY_CHECKED })] : []),
  ];
  const [wp, wc, wk] = result.weights;
  return [
    `# ${t('results.md.title')}`,
    '',
    lang === 'zh'
      ? `**${t('results.md.profile')}：** ${profileBits.map(cell).join('，')}。`
      : `**${t('results.md.profile')}:** ${profileBits.map(cell).join(', ')}.`,
    '',
    cell(budgetLine),
    '',
    `## ${t('results.md.top')}`,
    '',
    `| ${heads.join(' | ')} |`,
    `|${heads.map(() => '---|').join('')}`,
    ...rows.map((r) => `| ${r} |`),
    '',
    t('results.md.weights', { p: wp, c: wc, k: wk }),
    t('places.md.fx', { fx: num(ctx.fx, 4) }),
    '',
    t('results.md.link', { url: ctx.url }),
    '',
  ].join('\n');
}
