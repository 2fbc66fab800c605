/**
 * The ranking reads offers from columns built once per list: every column must say what the
 * offer says, for every offer of the real catalog (its prices, flags, codes and the marks of
 * where the hardware changes).
 *
 * A canary of the live catalog: its point is every real offer's odd corner.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog/index';
import type { Offer } from '../../../src/domain/catalog/schema';
import {
  columnsOf,
  FAST_FABRIC,
  PRICE_SUSPECT,
  RETIRED,
  sameHardware,
  SPEED_UNKNOWN,
  VGPU,
} from '../../../src/domain/engine/columns';

const orNaN = (x: number | null) => (x === null ? NaN : x);
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

describe('offer columns', () => {
  const offers = catalog.offers;
  const cols = columnsOf(offers);

  it('hold each offer of the catalog as the offer states it', () => {
    const wrong: string[] = [];
    offers.forEach((o: Offer, i) => {
      const flags = cols.flags[i] as number;
      const row = {
        onDemand: cols.onDemand[i],
        spot: cols.spot[i],
        usd: cols.usd[i] === 1,
        provider: cols.providers[cols.provider[i] as number],
        region: cols.regions[cols.region[i] as number],
        regionGroup: cols.regionGroups[cols.regionGroup[i] as number],
        gpu: cols.gpuIds[cols.gpu[i] as number],
        gpuCount: cols.gpuCount[i],
        gpuShare: cols.gpuShare[i],
        memory: cols.memory[i],
        gpuLink: cols.gpuLink[i],
        granularity: cols.granularity[i],
        day: cols.day[i],
        retired: (flags & RETIRED) !== 0,
        suspect: (flags & PRICE_SUSPECT) !== 0,
        vgpu: (flags & VGPU) !== 0,
        fastFabric: (flags & FAST_FABRIC) !== 0,
        speedUnknown: (flags & SPEED_UNKNOWN) !== 0,
      };
      const expected = {
        onDemand: orNaN(o.onDemand),
        spot: orNaN(o.spot),
        usd: o.currency === 'USD',
        provider: o.provider,
        region: o.region,
        regionGroup: o.regionGroup,
        gpu: o.gpu,
        gpuCount: o.gpuCount,
        gpuShare: o.gpuShare,
        memory: orNaN(o.gpuMemoryGiB),
        gpuLink: o.gpuLink,
        granularity: o.billingGranularity,
        day: dayOf(o.asOf),
        retired: o.flags.includes('retired'),
        suspect: o.flags.includes('price-suspect'),
        vgpu: o.gpuShare < 1 || o.flags.includes('vgpu-share'),
        fastFabric: o.fabric === 'infiniband' || o.fabric === 'efa' || o.fabric === 'rdma',
        speedUnknown: o.flags.includes('speed-unknown'),
      };
      try {
        expect(row).toEqual(expected);
      } catch {
        wrong.push(o.id);
      }
    });
    expect(wrong).toEqual([]);
  });

  it('number instance types per provider and mark every change of hardware', () => {
    const typeOf = new Map<number, string>();
    offers.forEach((o, i) => {
      const key = `${o.provider} ${o.instanceType}`;
      const code = cols.type[i] as number;
      expect(typeOf.get(code) ?? key).toBe(key);
      typeOf.set(code, key);
      const changed = i === 0 || !sameHardware(o, offers[i - 1] as Offer);
      expect(cols.newHardware[i]).toBe(changed ? 1 : 0);
    });
    expect(new Set(typeOf.values()).size).toBe(typeOf.size);
    // The catalog lists an instance type's regions together: most offers reuse the facts.
    const changes = cols.newHardware.reduce((n, x) => n + x, 0);
    expect(changes).toBeLessThan(offers.length / 3);
  });

  it('are built once per list', () => {
    expect(columnsOf(offers)).toBe(cols);
    expect(columnsOf([...offers])).not.toBe(cols);
  });
});
