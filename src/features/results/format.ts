import { formatMoney, formatNumber } from '../../lib/format';
import { regionLabel } from '../../lib/region';
import { modelById } from '../../domain/models';
import { hasMessage, translate, translateDynamic, type Lang } from '../../i18n';
import type { EngineMessage } from '../../domain/engine';
import { offerNamer, type OfferNamer } from './labels';

/** Hours with one decimal below 10 h, whole hours above. */
export function formatHours(lang: Lang, hours: number): string {
  return formatNumber(hours, lang, hours < 10 ? 1 : 0);
}

/** A score part 0..1 as a whole percentage. */
export const percent = (part: number) => Math.round(part * 100);

/** Values of an engine message that are amounts of money in the message's `cur`. */
const MONEY_VALUES = new Set([
  'cost',
  'saving',
  'costPerMillion',
  'budget',
  'price',
  'dCost',
  // the score's figure: its total, the best one, the hour's value, an expected extra; a job's total
  'total',
  'best',
  'rate',
  'risk',
]);

/**
 * Values the message's own words put before its currency ("{paid} {cur}", "{effective} {cur}/h"):
 * amounts of money too, whatever they are called.
 */
function moneyKeysOf(key: string): ReadonlySet<string> {
  const template = translateDynamic('en', key);
  return new Set([...template.matchAll(/\{(\w+)\} \{cur\}/g)].map((x) => x[1] as string));
}

/**
 * Values that arrive as codes, in the words people read: a region group (`cn` → 中国大陆), a
 * region (`us-east-1` → 美国（us-east-1）), catalog model ids (`qwen2.5-7b` → Qwen2.5-7B).
 */
export function readableValues(
  lang: Lang,
  key: string,
  values: Readonly<Record<string, string | number>>,
): Record<string, string | number> {
  const out: Record<string, string | number> = { ...values };
  const modelName = (id: string) => modelById(id)?.name[lang] ?? id;
  if (key === 'engine.excluded.region' && (values.wanted === 'cn' || values.wanted === 'global'))
    out.wanted = translate(lang, `wizard.loc.${values.wanted}`);
  if (typeof values.region === 'string') out.region = regionLabel(values.region, lang);
  if (typeof values.closest === 'string')
    out.closest = values.closest
      .split(', ')
      .map(modelName)
      .join(lang === 'zh' ? '、' : ', ');
  // a fabric as its makers write it: EFA, RDMA, InfiniBand (the data keeps lower case)
  const fabric =
    typeof values.fabric === 'string' ? `browse.fabric.${values.fabric.toLowerCase()}` : '';
  if (fabric && hasMessage(fabric)) out.fabric = translateDynamic(lang, fabric);
  if (typeof values.model === 'string' && modelById(values.model))
    out.model = modelName(values.model);
  return out;
}

/** Values of an engine message that are offer ids (`provider:type@region`). */
const OFFER_VALUES = new Set(['offer', 'first']);

/** A signed difference as the engine writes it ("+1443.9", "-2"). */
const SIGNED = /^[+-]\d+(\.\d+)?$/;

/**
 * An engine message (reason, warning, notice, suggestion) as text, its numbers written the way
 * the headline figures are: money with the currency's sign by the page's money rule (¥100,389,
 * not "100388.89 CNY"), hours as in the time column, other numbers grouped with at most two
 * decimals, an offer by its provider, instance and region (`offerName`).
 */
export function messageText(lang: Lang, m: EngineMessage, offerName?: OfferNamer): string {
  const cur = m.values.cur;
  const money = cur === 'CNY' || cur === 'USD' ? cur : null;
  const values: Record<string, string | number> = {};
  const named = money ? moneyKeysOf(m.key) : new Set<string>();
  const isMoney = (key: string) => MONEY_VALUES.has(key) || named.has(key);
  for (const [key, given] of Object.entries(readableValues(lang, m.key, m.values))) {
    // A suggestion carries the changed input as link text ("240"): an amount all the same.
    const value = typeof given === 'string' && /^\d+(\.\d+)?$/.test(given) ? Number(given) : given;
    // An offer is named as people name it (provider, instance, region), never by its id.
    if (OFFER_VALUES.has(key) && typeof value === 'string')
      values[key] = (offerName ?? offerNamer(lang))(value);
    else if (money && isMoney(key) && typeof value === 'string' && SIGNED.test(value))
      values[key] = value[0] + formatMoney(Math.abs(Number(value)), money, lang);
    else if (typeof value !== 'number') values[key] = value;
    else if (money && isMoney(key)) values[key] = formatMoney(value, money, lang);
    else if (key === 'hours') values[key] = formatHours(lang, value);
    else values[key] = formatNumber(value, lang, 2);
  }
  if (!money) return translateDynamic(lang, m.key, values);
  // The sign now names the currency: drop the code and the space it leaves.
  values.cur = '';
  return (
    translateDynamic(lang, m.key, values)
      .replace(/ {2,}/g, ' ')
      .replace(/ +(?=[)）（,，.。:：;；])/g, '')
      // "$0.59 /h" → "$0.59/h", "¥4.2 /小时" → "¥4.2/小时"
      .replace(/(\d) +(?=\/)/g, '$1')
      .trim()
  );
}
