/**
 * Readers for AWS's bulk price list (CSV) and Azure's Retail Prices API (JSON): the on-demand
 * (and, for Azure, spot) Linux price per hour of each instance type and region the catalog lists.
 * Pure: text in, rows or the reasons the file cannot be read out.
 */
import Papa from 'papaparse';

export interface ListPrice {
  instanceType: string;
  region: string;
  onDemand: number;
  spot: number | null;
}

export type ListRead =
  | { ok: true; prices: ListPrice[]; date: string | null; note: string }
  | { ok: false; reason: string };

const AWS_COLUMNS = [
  'TermType',
  'Unit',
  'PricePerUnit',
  'Currency',
  'Instance Type',
  'Tenancy',
  'Operating System',
  'Pre Installed S/W',
  'CapacityStatus',
  'Region Code',
] as const;

const key = (instanceType: string, region: string) => `${instanceType}@${region}`;

/**
 * AWS's EC2 price list CSV (metadata lines, then a header starting with "SKU"): shared-tenancy
 * Linux on-demand hourly prices without pre-installed software, for the wanted instance types.
 * The list gives no spot prices. Its "Publication Date" line is the date of every price.
 */
export function readAwsPriceList(text: string, wanted: ReadonlySet<string>): ListRead {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const at = lines.findIndex((l) => l.startsWith('"SKU"'));
  if (at < 0) return { ok: false, reason: 'no header row starting with "SKU" (not a price list?)' };
  const published = lines
    .slice(0, at)
    .map((l) => /^"Publication Date","(\d{4}-\d{2}-\d{2})T/.exec(l)?.[1])
    .find((d) => d !== undefined);
  const parsed = Papa.parse<string[]>(lines.slice(at).join('\n'), { skipEmptyLines: true });
  const [header, ...body] = parsed.data;
  if (!header) return { ok: false, reason: 'the file is empty' };
  const missing = AWS_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) return { ok: false, reason: `missing column(s): ${missing.join(', ')}` };
  const col = Object.fromEntries(AWS_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof AWS_COLUMNS)[number],
    number
  >;
  const ragged = body.findIndex((r) => r.length !== header.length);
  if (ragged >= 0) {
    return { ok: false, reason: `row ${at + ragged + 2}: field count differs from the header's` };
  }
  const prices = new Map<string, ListPrice>();
  for (const r of body) {
    const cell = (c: (typeof AWS_COLUMNS)[number]) => r[col[c]] ?? '';
    const type = cell('Instance Type');
    if (!wanted.has(type)) continue;
    if (
      cell('TermType') !== 'OnDemand' ||
      cell('Unit') !== 'Hrs' ||
      cell('Currency') !== 'USD' ||
      cell('Tenancy') !== 'Shared' ||
      cell('Operating System') !== 'Linux' ||
      cell('Pre Installed S/W') !== 'NA' ||
      cell('CapacityStatus') !== 'Used'
    ) {
      continue;
    }
    const price = Number(cell('PricePerUnit'));
    if (!Number.isFinite(price) || price <= 0) continue;
    const region = cell('Region Code');
    prices.set(key(type, region), { instanceType: type, region, onDemand: price, spot: null });
  }
  return {
    ok: true,
    prices: [...prices.values()],
    date: published ?? null,
    note: 'EC2 bulk price list: Linux, shared tenancy, on-demand, no pre-installed software. The list gives no spot prices.',
  };
}

interface AzureItem {
  currencyCode?: unknown;
  retailPrice?: unknown;
  armRegionName?: unknown;
  armSkuName?: unknown;
  productName?: unknown;
  skuName?: unknown;
  type?: unknown;
  unitOfMeasure?: unknown;
}

/** One meter of an Azure answer with the fields every reader needs, checked. */
interface AzureRow<T> {
  item: T;
  sku: string;
  region: string;
  price: number;
  /** `productName` and `skuName`, '' when absent. */
  product: string;
  skuName: string;
}

/**
 * The meters of Azure Retail Prices API answers (one object with `Items`, or a list of pages),
 * or why the text is not such an answer (not JSON, no `Items`, a meter without SKU, region or
 * price).
 */
function azureItems<T extends AzureItem>(
  text: string,
): { ok: true; items: AzureRow<T>[] } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON (truncated?)' };
  }
  const pages = Array.isArray(value) ? value : [value];
  const items: T[] = [];
  for (const page of pages) {
    const list = (page as { Items?: unknown } | null)?.Items;
    if (!Array.isArray(list)) return { ok: false, reason: 'an answer has no "Items" list' };
    items.push(...(list as T[]));
  }
  const rows: AzureRow<T>[] = [];
  for (const item of items) {
    const sku = item.armSkuName;
    const region = item.armRegionName;
    const price = item.retailPrice;
    if (typeof sku !== 'string' || typeof region !== 'string' || typeof price !== 'number') {
      return { ok: false, reason: 'an item lacks armSkuName, armRegionName or retailPrice' };
    }
    const product = typeof item.productName === 'string' ? item.productName : '';
    const skuName = typeof item.skuName === 'string' ? item.skuName : '';
    rows.push({ item, sku, region, price, product, skuName });
  }
  return { ok: true, items: rows };
}

/**
 * Azure Retail Prices API answers: the Linux pay-as-you-go and Spot hourly prices of the wanted
 * VM sizes. Windows meters and Low Priority meters are left out. The API states no date for a
 * price list: it is the day it was read.
 */
export function readAzureRetailPrices(text: string, wanted: ReadonlySet<string>): ListRead {
  const read = azureItems<AzureItem>(text);
  if (!read.ok) return read;
  const { items } = read;
  const onDemand = new Map<string, number>();
  const spot = new Map<string, number>();
  for (const { item, sku, region, price, product, skuName } of items) {
    if (!wanted.has(sku)) continue;
    if (
      item.currencyCode !== 'USD' ||
      item.type !== 'Consumption' ||
      item.unitOfMeasure !== '1 Hour' ||
      /windows/i.test(product) ||
      /low priority/i.test(skuName) ||
      price <= 0
    ) {
      continue;
    }
    (/spot/i.test(skuName) ? spot : onDemand).set(key(sku, region), price);
  }
  const prices = [...onDemand].map(([k, price]) => {
    const [instanceType = '', region = ''] = k.split('@');
    return { instanceType, region, onDemand: price, spot: spot.get(k) ?? null };
  });
  return {
    ok: true,
    prices,
    date: null,
    note: 'Azure Retail Prices API: Linux pay-as-you-go (Consumption) and Spot meters, USD per hour.',
  };
}

/** A reservation or savings plan a price list states for one instance type and region. */
export interface ListCommitment {
  instanceType: string;
  region: string;
  kind: 'reserved' | 'savings-plan';
  termMonths: number;
  upfront: 'none' | 'partial' | 'all';
  /** Paid at the start, per instance. */
  upfrontPrice: number;
  /** Charged per instance-hour for every hour of the term. */
  hourly: number;
}

export type CommitmentRead =
  | { ok: true; commitments: ListCommitment[]; note: string }
  | { ok: false; reason: string };

const AWS_TERM_COLUMNS = [
  'SKU',
  'OfferTermCode',
  'LeaseContractLength',
  'PurchaseOption',
  'OfferingClass',
] as const;
const AWS_LEASE: Readonly<Record<string, number>> = { '1yr': 12, '3yr': 36 };
const AWS_PURCHASE: Readonly<Record<string, ListCommitment['upfront']>> = {
  'No Upfront': 'none',
  'Partial Upfront': 'partial',
  'All Upfront': 'all',
};

/**
 * The Standard reserved-instance terms of AWS's EC2 price list CSV for the wanted instance types
 * (Linux, shared tenancy, no pre-installed software): each term's "Upfront Fee" (unit Quantity)
 * and hourly charge (unit Hrs) joined by SKU and offer term code. A file without the lease
 * columns states no reservations: none are read, which is not an error.
 */
export function readAwsReservations(text: string, wanted: ReadonlySet<string>): CommitmentRead {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const at = lines.findIndex((l) => l.startsWith('"SKU"'));
  if (at < 0) return { ok: false, reason: 'no header row starting with "SKU" (not a price list?)' };
  const parsed = Papa.parse<string[]>(lines.slice(at).join('\n'), { skipEmptyLines: true });
  const [header, ...body] = parsed.data;
  if (!header) return { ok: false, reason: 'the file is empty' };
  const note = 'EC2 bulk price list: Standard reserved instances, Linux, shared tenancy.';
  if (AWS_TERM_COLUMNS.some((c) => !header.includes(c))) {
    return { ok: true, commitments: [], note: `${note} This file has no reservation terms.` };
  }
  const col = (name: string) => header.indexOf(name);
  const cells = (r: readonly string[], name: string) => r[col(name)] ?? '';
  const terms = new Map<string, ListCommitment>();
  for (const r of body) {
    const type = cells(r, 'Instance Type');
    if (!wanted.has(type) || cells(r, 'TermType') !== 'Reserved') continue;
    const termMonths = AWS_LEASE[cells(r, 'LeaseContractLength')];
    const upfront = AWS_PURCHASE[cells(r, 'PurchaseOption')];
    if (
      termMonths === undefined ||
      upfront === undefined ||
      cells(r, 'OfferingClass') !== 'standard' ||
      cells(r, 'Currency') !== 'USD' ||
      cells(r, 'Tenancy') !== 'Shared' ||
      cells(r, 'Operating System') !== 'Linux' ||
      cells(r, 'Pre Installed S/W') !== 'NA'
    ) {
      continue;
    }
    const price = Number(cells(r, 'PricePerUnit'));
    if (!Number.isFinite(price) || price < 0) continue;
    const region = cells(r, 'Region Code');
    const id = `${cells(r, 'SKU')}.${cells(r, 'OfferTermCode')}`;
    const term = terms.get(id) ?? {
      instanceType: type,
      region,
      kind: 'reserved' as const,
      termMonths,
      upfront,
      upfrontPrice: 0,
      hourly: 0,
    };
    if (cells(r, 'Unit') === 'Quantity') term.upfrontPrice = price;
    else if (cells(r, 'Unit') === 'Hrs') term.hourly = price;
    terms.set(id, term);
  }
  const commitments = [...terms.values()].filter((c) => c.upfrontPrice > 0 || c.hourly > 0);
  return { ok: true, commitments, note };
}

const AZURE_TERM: Readonly<Record<string, number>> = { '1 Year': 12, '3 Years': 36 };

interface AzureCommitmentItem extends AzureItem {
  reservationTerm?: unknown;
  savingsPlan?: unknown;
}

/**
 * Azure Retail Prices API answers: the 1- and 3-year reservations of the wanted VM sizes (a
 * Reservation meter's price is the whole term's, paid upfront here) and the savings-plan rates
 * that Linux pay-as-you-go meters carry (`savingsPlan`, per hour; the API returns them only with
 * `api-version=2023-01-01-preview`). Windows, Spot and Low Priority meters are left out.
 */
export function readAzureCommitments(text: string, wanted: ReadonlySet<string>): CommitmentRead {
  const read = azureItems<AzureCommitmentItem>(text);
  if (!read.ok) return read;
  const { items } = read;
  const found = new Map<string, ListCommitment>();
  const add = (c: ListCommitment) =>
    found.set(`${c.instanceType}@${c.region} ${c.kind} ${c.termMonths}`, c);
  for (const { item, sku, region, price, product, skuName } of items) {
    if (
      !wanted.has(sku) ||
      item.currencyCode !== 'USD' ||
      /windows/i.test(product) ||
      /spot|low priority/i.test(skuName)
    ) {
      continue;
    }
    if (item.type === 'Reservation') {
      const termMonths =
        typeof item.reservationTerm === 'string' ? AZURE_TERM[item.reservationTerm] : undefined;
      if (termMonths === undefined || price <= 0) continue;
      add({
        instanceType: sku,
        region,
        kind: 'reserved',
        termMonths,
        upfront: 'all',
        upfrontPrice: price,
        hourly: 0,
      });
    } else if (item.type === 'Consumption' && Array.isArray(item.savingsPlan)) {
      for (const plan of item.savingsPlan as { term?: unknown; retailPrice?: unknown }[]) {
        const termMonths = typeof plan.term === 'string' ? AZURE_TERM[plan.term] : undefined;
        const rate = plan.retailPrice;
        if (termMonths === undefined || typeof rate !== 'number' || rate <= 0) continue;
        add({
          instanceType: sku,
          region,
          kind: 'savings-plan',
          termMonths,
          upfront: 'none',
          upfrontPrice: 0,
          hourly: rate,
        });
      }
    }
  }
  return {
    ok: true,
    commitments: [...found.values()],
    note: 'Azure Retail Prices API: Reservation meters (the whole term, paid upfront) and the savings-plan rates of Linux pay-as-you-go meters, USD.',
  };
}
