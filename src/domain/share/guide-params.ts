/**
 * The guide view's link parameters (`g.*`): rows of the parameter registry, in CNY, hours,
 * percent and minutes as named. A missing value is the default; an invalid one becomes the
 * default plus a notice. Other views open the guide through {@link guideLink}, typed by these
 * rows, so they cannot write a parameter the guide does not read.
 */
import type { Notice } from './notice';
import { makeNotice } from './notice';
import {
  choiceRow,
  defineGroup,
  numberRow,
  optionalNumberRow,
  readGroup,
  textRow,
  withEntries,
  writeGroup,
  type ParamRow,
} from './param-row';
import type { NumberRange } from './parsers';
import type { LinkState } from './profile';
import { reason } from './reasons';
import { formatNumber } from './text';
import { HOURS_PER_MONTH } from '../units/money';

const MAX_MONEY = 1e9;
/** Guide numbers are written with at most 6 decimals. */
const DECIMALS = 6;

const r = (min: number, max: number, integer = false): NumberRange => ({ min, max, integer });
const num = (range: NumberRange, fallback: number, meaning: string) =>
  numberRow(range, fallback, meaning, { decimals: DECIMALS });
const derived = (range: NumberRange, meaning: string, dflt: string) =>
  optionalNumberRow(range, meaning, { decimals: DECIMALS, default: dflt });

/** Every `g.*` parameter with its range and default, in the README's order. */
export const GUIDE_PARAMS = {
  // own vs rent vs hybrid
  'g.hw': num(r(0, MAX_MONEY), 100_000, 'own vs rent: hardware price, CNY'),
  'g.life': num(r(0.5, 20), 5, 'own vs rent: hardware life, years'),
  'g.fac': num(r(0, MAX_MONEY), 20_000, 'own vs rent: machine room, CNY a year'),
  'g.pow': num(r(0, MAX_MONEY), 15_000, 'own vs rent: power and cooling, CNY a year'),
  'g.ops': num(r(0, MAX_MONEY), 50_000, 'own vs rent: operations staff, CNY a year'),
  'g.gpus': num(r(1, 10_000, true), 1, 'own vs rent: GPUs owned'),
  'g.use': num(r(0, 7_300_000), HOURS_PER_MONTH, 'own vs rent: GPU-hours used a month'),
  'g.price': num(r(0, 100_000), 12, 'own vs rent: cloud price, CNY per GPU-hour'),
  'g.src': choiceRow(
    ['guide', 'a100'],
    'guide',
    'own vs rent: cloud price from `g.price`, or the catalog’s cheapest A100 80GB',
  ),
  'g.per': choiceRow(
    ['box', 'gpu'],
    'box',
    'own vs rent: `gpu`: hardware, machine room and power are per GPU (× `g.gpus`), and the hybrid’s local machine is the same GPUs',
  ),
  'g.gpu': textRow(
    80,
    null,
    'own vs rent: GPU model owned (its sourced purchase price is offered)',
    {
      values: 'a GPU id',
      default: 'none',
    },
  ),
  'g.resid': num(
    r(0, 100),
    0,
    'own vs rent: resale value after the 36 months, % of the hardware price',
  ),
  'g.trend': num(r(-90, 100), 0, 'own vs rent: cloud price change a year, %'),
  'g.job': num(r(0.1, 100_000), 72, 'own vs rent: length of one job, hours'),
  'g.lhw': num(r(0, MAX_MONEY), 20_000, 'hybrid: local machine price, CNY'),
  'g.lrun': num(r(0, MAX_MONEY), 6_000, 'hybrid: local machine running cost, CNY a year'),
  'g.lgpus': num(r(1, 10_000, true), 2, 'hybrid: GPUs in the local machine'),
  'g.share': num(r(0, 100), 50, 'hybrid: share of GPU-hours run locally, %'),
  'g.bgpus': num(r(1, 10_000, true), 8, 'hybrid: GPUs per cloud burst'),
  'g.bh': num(r(0.1, 100_000), 72, 'hybrid: hours per cloud burst'),
  // subscription vs pay-as-you-go
  'g.offer': textRow(
    200,
    null,
    'subscription: a ranked pick whose prices replace `g.smon` and `g.shr`',
    {
      values: 'an offer id; its prices in `cur`',
      default: 'none (the prices typed)',
    },
  ),
  'g.smon': num(r(0, MAX_MONEY), 5_000, 'subscription: monthly price, CNY'),
  'g.shr': num(r(0, 100_000), 12, 'subscription: pay-as-you-go price, CNY an hour'),
  'g.shrs': num(r(0, HOURS_PER_MONTH), HOURS_PER_MONTH, 'subscription: hours used a month'),
  'g.sterm': num(r(1, 36, true), 12, 'subscription: term, months'),
  'g.sused': num(r(0, 36), 4.5, 'subscription: months used before stopping (at most `g.sterm`)'),
  'g.sdisc': num(r(0, 90), 15, 'subscription: term discount, %'),
  // transfer
  'g.tgb': num(r(0, 10_000_000), 10, 'transfer: data, GB'),
  'g.tprice': num(r(0, 10_000), 12, 'transfer: price, CNY per GB'),
  'g.ttype': choiceRow(
    ['text', 'images', 'weights', 'archive'],
    'weights',
    'transfer: kind of data',
  ),
  'g.tratio': derived(r(1, 100), 'transfer: compression ratio', 'by kind of data'),
  // spot
  'g.xprov': choiceRow(['aws', 'aliyun', 'tencent'], 'aws', 'spot: provider'),
  'g.xod': num(r(0, 100_000), 12, 'spot: on-demand price, CNY an hour'),
  'g.xoff': num(r(0, 99), 70, 'spot: spot discount, %'),
  'g.xwork': num(r(0.1, 1_000_000), 72, 'spot: hours of work'),
  'g.xrate': derived(r(0, 48), 'spot: interruptions per 24 h', 'per provider'),
  'g.xckpt': num(r(1, 1_440), 30, 'spot: checkpoint interval, minutes'),
  'g.xwrite': num(r(0, 120), 3, 'spot: checkpoint write time, minutes'),
  'g.xrestart': num(r(0, 240), 10, 'spot: restart time, minutes'),
  'g.xsave': choiceRow(['1', '0'], '1', 'spot: `1` writes a checkpoint on the interruption notice'),
} as const;

type Rows = typeof GUIDE_PARAMS;
export type GuideParam = keyof Rows;
export type GuideValues = {
  -readonly [K in GuideParam]: Rows[K] extends ParamRow<infer T> ? T : never;
};
export type NumberParam = {
  [K in GuideParam]: GuideValues[K] extends number | null ? K : never;
}[GuideParam];
export type ChoiceParam = Exclude<GuideParam, NumberParam>;

export const GUIDE = defineGroup<GuideValues>('g.', GUIDE_PARAMS);
export const GUIDE_DEFAULTS: GuideValues = GUIDE.fallbacks;

/** Reads one typed or linked value by its row; the same check serves the inputs and the link. */
export const checkGuide = <K extends GuideParam>(key: K, raw: string) =>
  (GUIDE_PARAMS[key] as unknown as ParamRow<GuideValues[K]>).parse(raw);

/** Reads the `g.*` entries of a link; never throws. */
export function parseGuideParams(extra: Readonly<Record<string, string>>): {
  values: GuideValues;
  notices: Notice[];
} {
  const { values: v, notices } = readGroup(GUIDE, extra);
  if (v['g.sused'] > v['g.sterm']) {
    const fallback = Math.min(GUIDE_DEFAULTS['g.sused'], v['g.sterm']);
    notices.push(
      makeNotice(
        'g.sused',
        extra['g.sused'] ?? formatNumber(v['g.sused']),
        reason('too-large', { max: formatNumber(v['g.sterm']) }),
        formatNumber(fallback),
      ),
    );
    v['g.sused'] = fallback;
  }
  return { values: v, notices };
}

/** A guide number as the link and the inputs show it: at most 6 decimals, no exponent. */
export const formatParam = (value: number | string): string =>
  typeof value === 'string' ? value : formatNumber(Number(value.toFixed(DECIMALS)));

/** The link entries for guide values: canonical text, `null` (removed) at each default. */
export const guideEntries = (values: Partial<GuideValues>): Record<string, string | null> =>
  writeGroup(GUIDE, values);

/** The link that opens the guide with these inputs (the rest of the link kept). */
export const guideLink = (link: LinkState, values: Partial<GuideValues>): LinkState => ({
  ...link,
  view: 'guide',
  extra: withEntries(link.extra, guideEntries(values)),
});
