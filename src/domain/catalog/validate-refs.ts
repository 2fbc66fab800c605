/** Cross-record checks: ids, references, memory, prices, dates, sources. Pure. */
import type { BuiltCatalog, RawCatalog, RawFile } from './build';
import { normalizeOffer } from './normalize';
import { resolveOfferId } from './merge';
import { priceDateProblem } from './price-date';
import type { DatedPrice, Gpu, OfferInput, ProviderInput } from './schema';
import type { ValidationError } from './validate';

type Push = (file: string, path: string, message: string) => void;

const GPU_ID = /^[a-z0-9]+(?:-[a-z0-9.]+)*$/;
const FACTS = [
  'billingGranularity',
  'minimumChargeMinutes',
  'spotNoticeMinutes',
  'spotNoticeDelivery',
  'spotInterruptionsPerDay',
  'refundRule',
  'freeTrial',
] as const;

function uniqueIds(kind: string, files: readonly RawFile<{ id: string }>[], push: Push): void {
  const firstFile = new Map<string, string>();
  for (const { file, records } of files) {
    for (const { id } of records) {
      const seen = firstFile.get(id);
      if (seen === undefined) firstFile.set(id, file);
      else push(file, `${kind}[${id}].id`, `duplicate id (first in ${seen})`);
    }
  }
}

function checkGpuIds(
  files: readonly RawFile<{ id: string; memoryGiB: number | null }>[],
  push: Push,
) {
  for (const { file, records } of files) {
    for (const g of records) {
      if (!GPU_ID.test(g.id)) push(file, `gpus[${g.id}].id`, 'expected a lower-case slug');
      else if (g.memoryGiB !== null && !g.id.includes(`-${g.memoryGiB}gb`)) {
        push(file, `gpus[${g.id}].id`, `expected the memory in the id ("-${g.memoryGiB}gb")`);
      }
    }
  }
}

function checkMemory(o: OfferInput, gpu: Gpu | undefined, at: string, push: Push, file: string) {
  const note = o.memoryNote ?? null;
  if (o.gpuMemoryGiB === null) {
    // Unknown is self-explanatory when the card's memory is unknown too.
    if (note === null && gpu?.memoryGiB != null) {
      push(file, `${at}.gpuMemoryGiB`, "unknown while the GPU's memory is known: add a memoryNote");
    }
    return;
  }
  if (!gpu || gpu.memoryGiB === null || note !== null) return;
  const expected = o.gpuCount * gpu.memoryGiB * (o.gpuShare ?? 1);
  if (Math.abs(o.gpuMemoryGiB - expected) > Math.max(0.01, expected * 0.01)) {
    push(
      file,
      `${at}.gpuMemoryGiB`,
      `expected ${expected} (${o.gpuCount} × ${gpu.memoryGiB} GiB) or a memoryNote, got ${o.gpuMemoryGiB}`,
    );
  }
}

function checkOffers(
  files: readonly RawFile<OfferInput>[],
  raw: RawCatalog,
  built: BuiltCatalog,
  push: Push,
) {
  const providers = new Set(raw.providers.records.map((p) => p.id));
  const gpus = new Map(built.catalog.gpus.map((g) => [g.id, g]));
  for (const { file, records } of files) {
    for (const input of records) {
      const o = normalizeOffer(input);
      const at = `offers[${o.id}]`;
      const expectedId = `${o.provider}:${o.instanceType}@${o.region}`;
      if (o.id !== expectedId) push(file, `${at}.id`, `expected "${expectedId}"`);
      if (!providers.has(o.provider))
        push(file, `${at}.provider`, `unknown provider "${o.provider}"`);
      const gpu = gpus.get(o.gpu);
      if (!gpu) push(file, `${at}.gpu`, `unknown GPU "${o.gpu}"`);
      checkMemory(input, gpu, at, push, file);
      if (o.spot !== null && o.onDemand !== null && o.spot > o.onDemand) {
        if (!o.flags.includes('spot-above-on-demand')) {
          push(file, `${at}.flags`, 'spot above on-demand needs the flag spot-above-on-demand');
        }
      }
      if (o.asOf > raw.asOf) push(file, `${at}.asOf`, `after the dataset's as-of date ${raw.asOf}`);
      const dateProblem = priceDateProblem(o);
      if (dateProblem) push(file, `${at}.asOfKind`, dateProblem);
      o.priceHistory.forEach((h, i) => {
        // An undated snapshot's date is when it was recorded, which may follow a dated price.
        if (h.asOfKind !== 'undated-snapshot' && h.asOf >= o.asOf) {
          push(file, `${at}.priceHistory[${i}].asOf`, `not before ${o.asOf}`);
        }
      });
    }
  }
}

function checkProviders({ file, records }: RawFile<ProviderInput>, push: Push) {
  for (const p of records) {
    for (const key of FACTS) {
      const fact = p[key];
      if (fact.value !== null && fact.source === null) {
        push(file, `providers[${p.id}].${key}.source`, 'a known fact needs a source');
      }
    }
  }
}

function checkDatedPrices(raw: RawCatalog, built: BuiltCatalog, push: Push) {
  const fileOf = (d: DatedPrice): string =>
    (raw.refreshedPrices ?? []).find((f) => f.records.includes(d))?.file ??
    raw.datedPrices?.file ??
    '';
  for (const d of built.unmatchedDatedPrices) {
    push(
      fileOf(d),
      `datedPrices[${d.provider}:${d.instanceType}@${d.region ?? '*'}]`,
      `matches no ${d.currency} offer: was the instance renamed or dropped by an import?`,
    );
  }
}

function checkCommitments(raw: RawCatalog, built: BuiltCatalog, push: Push) {
  for (const c of built.unmatchedCommitments) {
    push(
      (raw.commitments ?? []).find((f) => f.records.includes(c))?.file ?? '',
      `commitments[${c.provider}:${c.instanceType}@${c.region ?? '*'} ${c.kind} ${c.termMonths}m]`,
      `matches no ${c.currency} offer: was the instance renamed or dropped by an import?`,
    );
  }
}

function checkDatasetAsOf(built: BuiltCatalog, raw: RawCatalog, push: Push) {
  const newest = built.catalog.offers.reduce<{ asOf: string; id: string } | null>(
    (best, o) => (best === null || o.asOf > best.asOf ? { asOf: o.asOf, id: o.id } : best),
    null,
  );
  if (newest && newest.asOf !== raw.asOf) {
    push(
      'data/meta.ts',
      'DATASET_AS_OF',
      `expected ${newest.asOf}, the newest offer (${newest.id})`,
    );
  }
}

function checkDerived(raw: RawCatalog, built: BuiltCatalog, push: Push) {
  const { catalog } = built;
  const gpuIds = new Set(catalog.gpus.map((g) => g.id));
  const offerIds = new Set(catalog.offers.map((o) => o.id));
  const claimIds = new Set(catalog.claims.map((c) => c.id));
  const providerIds = new Set(catalog.providers.map((p) => p.id));
  for (const { file, records } of raw.benchmarks) {
    for (const b of records) {
      if (b.gpu != null && !gpuIds.has(b.gpu))
        push(file, `benchmarks[${b.id}].gpu`, `unknown GPU "${b.gpu}"`);
    }
  }
  raw.speedBasis.forEach((basis, i) => {
    if (!built.benchmarks.some((b) => b.suite === basis.suite)) {
      push(
        'data/speed-basis.ts',
        `speedBasis[${i}].suite`,
        `no benchmark of suite "${basis.suite}"`,
      );
    }
  });
  for (const s of catalog.speeds) {
    if (!(Number.isFinite(s.relative) && s.relative > 0)) {
      push(
        'relative-speed.ts',
        `speeds[${s.gpu}/${s.workload}].relative`,
        'expected a positive number',
      );
    }
  }
  const { file, records } = raw.guideTable;
  for (const row of records) {
    const at = `guideTable[${row.provider}:${row.instanceName}]`;
    if (!providerIds.has(row.provider))
      push(file, `${at}.provider`, `unknown provider "${row.provider}"`);
    if (!claimIds.has(row.claimId)) push(file, `${at}.claimId`, `unknown claim "${row.claimId}"`);
    row.realOfferIds.forEach((id, i) => {
      if (!offerIds.has(resolveOfferId(id, catalog.aliases))) {
        push(file, `${at}.realOfferIds[${i}]`, `unknown offer "${id}"`);
      }
    });
  }
}

/** Every cross-record problem of a raw catalog whose records passed their schemas. */
export function checkReferences(raw: RawCatalog, built: BuiltCatalog): ValidationError[] {
  const errors: ValidationError[] = [];
  const push: Push = (file, path, message) => errors.push({ file, path, message });
  uniqueIds('gpus', raw.gpus, push);
  uniqueIds('gpus', raw.importedGpus, push);
  checkGpuIds([...raw.gpus, ...raw.importedGpus], push);
  uniqueIds('providers', [raw.providers], push);
  uniqueIds('offers', raw.offers, push);
  uniqueIds('offers', raw.importedOffers, push);
  uniqueIds('benchmarks', raw.benchmarks, push);
  uniqueIds('claims', [raw.claims], push);
  checkProviders(raw.providers, push);
  checkOffers([...raw.offers, ...raw.importedOffers], raw, built, push);
  checkDatasetAsOf(built, raw, push);
  checkDatedPrices(raw, built, push);
  checkCommitments(raw, built, push);
  checkDerived(raw, built, push);
  return errors;
}
