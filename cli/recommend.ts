/**
 * `npm run recommend -- "<query string or share URL>" [--json] [--top N] [--as-of YYYY-MM-DD]
 * [--launch[=<tool>]]`
 * The engine and the link codec from a terminal (docs/product.md, "The command line"): a table by
 * default, the JSON contract (cli/recommend.schema.json) with `--json` (every ranked entry with
 * its launch recipes), the top pick's launch recipe alone with `--launch`; notices on standard
 * error; exit 0 for a usable link (even with notices), 1 when the link names a model that cannot be
 * sized (nothing is ranked; the reason and the closest known models are printed) or `--launch`
 * has nothing to launch, 2 for an unusable invocation.
 */
import { isMain, terminal, type CliIo } from './io';
import { todayIso } from '../src/lib/today';
import type { Catalog } from '../src/domain/catalog/types';
import {
  closestIdsOf,
  isModelRefusal,
  type CostEstimate,
  type EngineMessage,
  type ExcludedEntry,
  type OfferFacts,
  type RankedEntry,
  type RankResult,
} from '../src/domain/engine';
import { isDatedPrice } from '../src/domain/catalog/price-date';
import { MEMORY_PARTS } from '../src/domain/engine/memory';
import type { Profile } from '../src/domain/engine/profile';
import { LAUNCH_TOOLS, launchRecipes, type LaunchTool } from '../src/domain/launch';
import { rankLink, type LinkSuggestion } from '../src/domain/rank-link';
import { encode } from '../src/domain/share/codec';
import type { LinkState } from '../src/domain/share/profile';
import { parseNumber } from '../src/domain/share/parsers';
import { supplyVerdictCn, type SupplyVerdict } from '../src/domain/catalog/data/supply-cn';
import { translateDynamic, type Lang } from '../src/i18n';
import '../src/i18n/all';

export const USAGE =
  'usage: npm run recommend -- "<query string or share URL>" [--json] [--top N] [--as-of YYYY-MM-DD] [--launch[=<tool>]]';

export interface CliArgs {
  link: string;
  json: boolean;
  top: number | null;
  asOf: string | null;
  /** `--launch`: print the top pick's recipe (`true`: the first one, else the tool named). */
  launch: LaunchTool | boolean;
  help: boolean;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `--top`: read with the links' number grammar (`10`, `1e2`, `１０`). */
const TOP_RANGE = { min: 1, max: 1_000_000, integer: true };

function validDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/** Reads the command line; an unusable invocation gives `{ error }`. */
export function parseArgs(argv: readonly string[]): CliArgs | { error: string } {
  const out: CliArgs = { link: '', json: false, top: null, asOf: null, launch: false, help: false };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.startsWith('--') ? splitFlag(arg) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--json') out.json = true;
    else if (flag === '--launch') {
      if (inline === undefined) out.launch = true;
      else if ((LAUNCH_TOOLS as readonly string[]).includes(inline)) {
        out.launch = inline as LaunchTool;
      } else return { error: `--launch takes one of ${LAUNCH_TOOLS.join(', ')}, got ${inline}` };
    } else if (flag === '--help' || flag === '-h') out.help = true;
    else if (flag === '--top') {
      const v = value();
      const top = v === undefined ? null : parseNumber(v, TOP_RANGE);
      if (!top?.ok) {
        return { error: `--top needs a whole number of at least 1, got ${v ?? 'nothing'}` };
      }
      out.top = top.value;
    } else if (flag === '--as-of') {
      const v = value();
      if (v === undefined || !validDate(v)) {
        return { error: `--as-of needs a date YYYY-MM-DD, got ${v ?? 'nothing'}` };
      }
      out.asOf = v;
    } else if (arg.startsWith('--')) return { error: `unknown option ${arg}` };
    else positional.push(arg);
  }
  if (out.help) return out;
  if (out.launch !== false && out.json) return { error: 'give --json or --launch, not both' };
  if (positional.length !== 1) {
    return {
      error: positional.length === 0 ? 'no link given' : 'give exactly one link (quote it)',
    };
  }
  const link = (positional[0] as string).trim();
  if (link === '') return { error: 'the link is empty' };
  out.link = link;
  return out;
}

function splitFlag(arg: string): [string, string | undefined] {
  const eq = arg.indexOf('=');
  return eq < 0 ? [arg, undefined] : [arg.slice(0, eq), arg.slice(eq + 1)];
}

const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

export interface JsonNotice {
  param: string;
  value: string;
  reason: string;
}

interface JsonMessage {
  key: string;
  values: Readonly<Record<string, string | number>>;
  text: string;
}

const messages = (list: readonly EngineMessage[], lang: Lang): JsonMessage[] =>
  list.map((m) => ({
    key: m.key,
    values: m.values,
    text: translateDynamic(lang, m.key, m.values),
  }));

/** `published` or `captured` for a dated price, `undated` for a snapshot; `quote` for the user's. */
type PriceDate = 'published' | 'captured' | 'listed-by' | 'undated' | 'quote';

function facts(e: OfferFacts, dates: ReadonlyMap<string, PriceDate>) {
  return {
    offerId: e.offerId,
    provider: e.provider,
    region: e.region,
    instanceType: e.instanceType,
    gpuModel: e.gpuModel,
    gpu: e.gpu,
    gpuCount: e.gpuCount,
    gpuShare: e.gpuShare,
    nodes: e.nodes,
    gpuMemoryGb: e.gpuMemoryGb === null ? null : round(e.gpuMemoryGb, 2),
    interconnect: e.interconnect,
    currency: e.currency,
    asOf: e.asOf,
    priceDate: dates.get(e.offerId) ?? (e.offerId.startsWith('quote:') ? 'quote' : 'undated'),
  };
}

/** The commitment an estimate is priced at, in the ranking's currency per instance. */
function commitmentJson(c: CostEstimate) {
  const t = c.commitment;
  if (t === null) return null;
  return {
    kind: t.row.kind,
    termMonths: t.row.termMonths,
    upfront: t.row.upfront,
    upfrontPrice: round(t.upfrontPrice, 2),
    hourly: round(t.hourly, 4),
    effectiveHourly: round(t.effectiveHourly, 4),
    terms: t.terms,
    asOf: t.row.asOf,
    asOfKind: t.row.asOfKind,
    source: t.row.source.ref,
  };
}

function estimate(c: CostEstimate) {
  return {
    pricing: c.pricing,
    pricePerHour: round(c.pricePerHour, 4),
    estHours: round(c.estHours, 3),
    billedHours: round(c.billedHours, 4),
    estCost: round(c.estCost, 2),
    monthlyCost: round(c.monthlyCost, 2),
    commitment: commitmentJson(c),
  };
}

function rankedJson(
  e: RankedEntry,
  lang: Lang,
  profile: Profile,
  dates: ReadonlyMap<string, PriceDate>,
) {
  return {
    rank: e.rank,
    ...facts(e, dates),
    otherRegions: e.otherRegions,
    ...estimate(e),
    memoryFit: e.memoryFit,
    withinBudget: e.withinBudget,
    score: round(e.score, 4),
    scoreParts: {
      performance: round(e.scoreParts.performance, 4),
      cost: round(e.scoreParts.cost, 4),
      capability: round(e.scoreParts.capability, 4),
    },
    alternative: e.alternative ? estimate(e.alternative) : null,
    speed: { relative: round(e.speed.relative, 4), basis: e.speed.basis, method: e.speed.method },
    effectiveGpus: round(e.effectiveGpus, 4),
    network: e.network
      ? {
          gbps: e.network.gbps,
          fabric: e.network.fabric,
          source: e.network.source,
          computeShare: e.network.computeShare === null ? null : round(e.network.computeShare, 4),
        }
      : null,
    replicaGpus: e.replicaGpus,
    replicas: e.replicas,
    tokensPerSecondPerUser:
      e.tokensPerSecondPerUser === null ? null : round(e.tokensPerSecondPerUser, 1),
    tokensPerSecond: e.tokensPerSecond === null ? null : Math.round(e.tokensPerSecond),
    costPerMillionTokens: e.costPerMillionTokens === null ? null : round(e.costPerMillionTokens, 4),
    memory: e.memory
      ? {
          parts: e.memory.parts.map((x) => ({ part: x.part, gib: round(x.gib, 2) })),
          capacityGib: e.memory.capacityGib === null ? null : round(e.memory.capacityGib, 2),
        }
      : null,
    reasons: messages(e.reasons, lang),
    warnings: messages(e.warnings, lang),
    launch: launchRecipes(e, profile),
  };
}

function excludedJson(e: ExcludedEntry, lang: Lang, dates: ReadonlyMap<string, PriceDate>) {
  return {
    ...facts(e, dates),
    memoryFit: e.memoryFit,
    estimate: e.estimate ? estimate(e.estimate) : null,
    excludedBecause: messages(e.excludedBecause, lang),
  };
}

export interface Recommendation {
  json: ReturnType<typeof toJson>;
  profile: Profile;
  result: RankResult;
  suggestions: readonly LinkSuggestion[];
  notices: JsonNotice[];
  lang: Lang;
  /** For a team in mainland China: each ranked GPU's supply verdict, by GPU id. */
  supply: ReadonlyMap<string, SupplyVerdict>;
}

function toJson(
  query: string,
  asOf: string,
  catalog: Catalog,
  result: RankResult,
  suggestions: readonly LinkSuggestion[],
  notices: JsonNotice[],
  lang: Lang,
  top: number | null,
  state: LinkState,
) {
  const { profile } = state;
  const ranked = top === null ? result.ranked : result.ranked.slice(0, top);
  const refusal = result.notices.find(isModelRefusal) ?? null;
  const dates = new Map<string, PriceDate>(
    catalog.offers.map((o) => [o.id, isDatedPrice(o) ? (o.asOfKind as PriceDate) : 'undated']),
  );
  return {
    query,
    lang,
    currency: result.currency,
    asOf,
    catalog: { version: catalog.version, asOf: catalog.asOf, offers: catalog.offers.length },
    notices,
    assumptions: result.assumptions.map((a) => ({
      ...a,
      label: translateDynamic(lang, `engine.assumption.${a.name}`),
    })),
    memoryNeed: result.memoryNeed
      ? {
          gib: round(result.memoryNeed.gib, 2),
          totalGib: round(result.memoryNeed.totalGib, 2),
          minGib: round(result.memoryNeed.minGib, 2),
          basis: result.memoryNeed.basis,
          parts: MEMORY_PARTS.flatMap((part) => {
            const gib = result.memoryNeed?.parts[part];
            return gib === undefined ? [] : [{ part, gib: round(gib, 2) }];
          }),
        }
      : null,
    weights: result.weights,
    pareto: result.pareto,
    /** Choices within every constraint, the budget included; near misses follow them. */
    rankedCount: result.ranked.filter((e) => e.withinBudget).length,
    overBudgetCount: result.ranked.filter((e) => !e.withinBudget).length,
    ranked: ranked.map((e) => rankedJson(e, lang, profile, dates)),
    excluded: result.excluded.map((e) => excludedJson(e, lang, dates)),
    refused: refusal && {
      param: refusal.param,
      value: refusal.value,
      key: refusal.key,
      text: translateDynamic(lang, refusal.key, refusal.values),
      closest: closestIdsOf(refusal).map((id) => ({
        model: id,
        link: encode({ ...state, profile: { ...state.profile, model: id } }),
      })),
    },
    suggestions: suggestions.map((x) => ({
      change: x.change,
      link: x.link,
      offerId: x.offerId,
      estHours: round(x.estHours, 3),
      estCost: round(x.estCost, 2),
      reason: messages([x.reason], lang)[0] as JsonMessage,
    })),
  };
}

/** Decodes the link, applies its quotes and ranks; never throws for any link text. */
export function recommend(
  link: string,
  catalog: Catalog,
  opts: { asOf?: string | null; top?: number | null } = {},
): Recommendation {
  // Prices are judged old against today, as the page judges them, unless a date is given.
  const asOf = opts.asOf ?? todayIso();
  const ranking = rankLink(link, catalog, { asOf });
  const { state, result, suggestions } = ranking;
  const lang: Lang = state.lang ?? 'en';
  const notices: JsonNotice[] = [...ranking.linkNotices, ...ranking.quoteNotices].map((n) => ({
    param: n.param,
    value: n.value,
    reason: n.reason,
  }));
  for (const n of result.notices) {
    notices.push({
      param: n.param,
      value: n.value,
      reason: translateDynamic(lang, n.key, n.values),
    });
  }
  const json = toJson(
    encode(state),
    asOf,
    ranking.catalog,
    result,
    suggestions,
    notices,
    lang,
    opts.top ?? null,
    state,
  );
  const supply = new Map<string, SupplyVerdict>();
  if (state.profile.loc === 'cn') {
    for (const g of ranking.catalog.gpus) {
      const v = result.ranked.some((e) => e.gpu === g.id) ? supplyVerdictCn(g) : null;
      if (v) supply.set(g.id, v);
    }
  }
  return { json, profile: state.profile, result, suggestions, notices, lang, supply };
}

const fmt = (x: number, digits: number): string =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Terminal columns of a text: CJK and full-width characters take two. */
const displayWidth = (text: string): number => {
  let w = 0;
  for (const ch of text)
    w +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        ch,
      )
        ? 2
        : 1;
  return w;
};

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Serving figures and the memory bar of one entry, for the first picks under the table:
 * "N replicas × instance", tokens/s per user and in all, cost per million tokens, then the
 * memory one instance (serving: one replica) holds by part against its capacity.
 */
function entryDetails(
  e: RankedEntry,
  t: Translate,
  lang: Lang,
  supply: SupplyVerdict | undefined,
): string[] {
  const out = [`#${e.rank} ${e.offerId}`];
  const committed = commitmentLine(e, t);
  if (committed !== null) out.push(`  ${committed}`);
  if (e.tokensPerSecondPerUser !== null || e.tokensPerSecond !== null) {
    out.push(
      `  ${t('engine.table.serving', {
        replicas: e.replicas,
        gpus: e.replicaGpus,
        instances: e.nodes,
        instance: e.instanceType,
      })}`,
    );
    const speed: string[] = [];
    if (e.tokensPerSecondPerUser !== null) {
      speed.push(t('engine.table.user-tps', { tps: fmt(e.tokensPerSecondPerUser, 1) }));
    }
    if (e.tokensPerSecond !== null) {
      speed.push(t('engine.table.total-tps', { tps: fmt(e.tokensPerSecond, 0) }));
    }
    if (e.costPerMillionTokens !== null) {
      speed.push(
        t('engine.table.per-million', { cost: fmt(e.costPerMillionTokens, 2), cur: e.currency }),
      );
    }
    speed.push(t('engine.table.month', { cost: fmt(e.monthlyCost, 0), cur: e.currency }));
    out.push(`  ${speed.join('; ')}`);
  }
  if (e.memory) {
    const parts = e.memory.parts
      .map((x) => `${t(`engine.memory.${x.part}`)} ${fmt(x.gib, 1)}`)
      .join(' + ');
    const used = e.memory.parts.reduce((sum, x) => sum + x.gib, 0);
    const cap = e.memory.capacityGib === null ? '?' : fmt(e.memory.capacityGib, 0);
    out.push(`  ${t('engine.table.memory-bar', { parts, used: fmt(used, 1), capacity: cap })}`);
  }
  for (const w of e.warnings) out.push(`  ! ${t(w.key, w.values)}`);
  if (supply) {
    const dates = supply.events.map((x) => x.date).join(', ');
    out.push(
      `  ${t(`supply.status.${supply.status}`)}: ${supply.supply[lang]} ${supply.rental[lang]} (${dates})`,
    );
  }
  return out;
}

/** The pricing column: on demand, spot, or the commitment's kind and term. */
function pricingText(c: CostEstimate, t: Translate): string {
  const terms = c.commitment;
  if (terms === null) return t(`engine.pricing.${c.pricing}`);
  return t('engine.pricing.commitment-term', {
    kind: t(`engine.commitment.kind.${terms.row.kind}`),
    months: terms.row.termMonths,
  });
}

/** The commitment line of an entry's details: kind, term, upfront, effective rate, source. */
function commitmentLine(e: RankedEntry, t: Translate): string | null {
  const c = e.commitment;
  if (c === null) return null;
  return t('engine.table.commitment', {
    kind: t(`engine.commitment.kind.${c.row.kind}`),
    months: c.row.termMonths,
    upfront: t(`engine.commitment.upfront.${c.row.upfront}`),
    paid: fmt(c.upfrontPrice, 2),
    hourly: fmt(c.hourly, 4),
    effective: fmt(c.effectiveHourly, 4),
    month: fmt(e.monthlyCost, 0),
    cur: e.currency,
    date: c.row.asOf,
    source: c.row.source.ref,
  });
}

/** The readable table: one line per ranked entry, then a summary. */
export function renderTable(rec: Recommendation, top: number | null): string {
  const { result, lang } = rec;
  const t = (key: string, values?: Record<string, string | number>) =>
    translateDynamic(lang, key, values);
  const entries = result.ranked.slice(0, top ?? 10);
  const head = [
    'rank',
    'offer',
    'gpus',
    'memory',
    'pricing',
    'price',
    'hours',
    'cost',
    'fit',
    'score',
  ];
  const rows = entries.map((e) => [
    String(e.rank),
    e.offerId +
      (e.otherRegions.length
        ? ` (${t('engine.table.regions', { count: e.otherRegions.length })})`
        : ''),
    `${e.nodes > 1 ? `${e.nodes}×` : ''}${e.gpuShare < 1 ? `1/${Math.round(1 / e.gpuShare)} ` : `${e.gpuCount}× `}${e.gpuModel}`,
    e.gpuMemoryGb === null ? '?' : fmt(e.gpuMemoryGb, 0),
    pricingText(e, t),
    fmt(e.pricePerHour, 2),
    fmt(e.estHours, 1),
    // "!" marks a near miss listed over the budget (see the line under the table)
    `${e.withinBudget ? '' : '! '}${fmt(e.estCost, 2)}`,
    t(`engine.fit.${e.memoryFit}`),
    fmt(e.score, 3),
  ]);
  const table = [head.map((h) => t(`engine.table.${h}`)), ...rows];
  const widths = head.map((_, c) => Math.max(...table.map((r) => displayWidth(r[c] ?? ''))));
  const right = new Set([0, 3, 5, 6, 7, 9]);
  const lines = table.map((r) =>
    r
      .map((cell, c) => {
        const pad = ' '.repeat(Math.max(0, (widths[c] ?? 0) - displayWidth(cell)));
        return right.has(c) ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd(),
  );
  const over = result.ranked.filter((e) => !e.withinBudget).length;
  const out = [
    t('engine.table.summary', {
      ranked: result.ranked.length - over,
      excluded: result.excluded.length,
      cur: result.currency,
    }),
  ];
  if (entries.length === 0 || over === result.ranked.length) out.push(t('engine.table.none'));
  if (entries.length > 0) out.push('', ...lines);
  if (over > 0) out.push(t('engine.table.over-budget', { over }));
  const details = entries
    .slice(0, 3)
    .flatMap((e) => entryDetails(e, t, lang, rec.supply.get(e.gpu)));
  if (details.length > 0) out.push('', ...details);
  const counts = new Map<string, number>();
  for (const e of result.excluded) {
    for (const m of e.excludedBecause) counts.set(m.key, (counts.get(m.key) ?? 0) + 1);
  }
  if (counts.size > 0) {
    out.push('', t('engine.table.excluded-head'));
    const top3 = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 3);
    for (const [key, n] of top3) {
      out.push(`  ${n} × ${t(key.replace(/^engine\.excluded\./, 'engine.why.'))}`);
    }
  }
  if (rec.suggestions.length > 0) {
    out.push('', t('engine.table.suggestions-head'));
    for (const x of rec.suggestions) {
      out.push(`  ${t(x.reason.key, x.reason.values)}`, `    ${x.link}`);
    }
  }
  return out.join('\n');
}

type Refusal = NonNullable<Recommendation['json']['refused']>;

/** In place of the table: why nothing is ranked, and a link per closest known model. */
function renderRefusal(refused: Refusal, lang: Lang): string {
  const out = [refused.text];
  if (refused.closest.length > 0) {
    out.push('', translateDynamic(lang, 'results.model-refusal.closest'));
    for (const c of refused.closest) out.push(`  ${c.model}: ?${c.link}`);
  } else out.push(translateDynamic(lang, 'results.model-refusal.size'));
  return out.join('\n');
}

/**
 * `--launch`: the top pick's first recipe (SkyPilot where it reaches, else dstack, the provider's
 * CLI, the workload's command), or the one of `tool`, exactly as the app copies it, so it can be
 * written to a file. Exit 1 when nothing is ranked or the pick has no recipe of that tool.
 */
function printLaunch(rec: Recommendation, tool: LaunchTool | true, io: CliIo): number {
  const top = rec.result.ranked[0];
  if (!top) {
    io.stderr('recommend: nothing is ranked for this link, so there is nothing to launch\n');
    return 1;
  }
  const recipes = launchRecipes(top, rec.profile);
  const recipe = tool === true ? recipes[0] : recipes.find((r) => r.tool === tool);
  if (!recipe) {
    const have = recipes.map((r) => r.tool).join(', ');
    io.stderr(`recommend: ${top.offerId} has no ${String(tool)} recipe; it has ${have}\n`);
    return 1;
  }
  io.stdout(recipe.text);
  return 0;
}

/** Runs the command; returns the exit code. */
export function runRecommend(argv: readonly string[], catalog: Catalog, io: CliIo): number {
  const args = parseArgs(argv);
  if ('error' in args) {
    io.stderr(`recommend: ${args.error}\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const rec = recommend(args.link, catalog, {
    asOf: args.asOf ?? io.today ?? todayIso(),
    top: args.top,
  });
  for (const n of rec.notices) {
    io.stderr(`notice: ${n.param || '-'}${n.value ? `=${n.value}` : ''}: ${n.reason}\n`);
  }
  const refused = rec.json.refused;
  if (refused && args.launch !== false) {
    io.stderr(`recommend: nothing is ranked for this link, so there is nothing to launch\n`);
    return 1;
  }
  if (args.launch !== false) return printLaunch(rec, args.launch, io);
  io.stdout(
    args.json
      ? `${JSON.stringify(rec.json, null, 2)}\n`
      : `${refused ? renderRefusal(refused, rec.lang) : renderTable(rec, args.top)}\n`,
  );
  return refused ? 1 : 0;
}

async function main(): Promise<void> {
  // A closed pipe (`| head`) ends the output quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  const { catalog } = await import('../src/domain/catalog/index');
  process.exitCode = runRecommend(process.argv.slice(2), catalog, terminal);
}

if (isMain(import.meta.url)) void main();
