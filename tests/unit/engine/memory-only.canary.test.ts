/**
 * Alibaba's labels of which only the memory is published (G39, G49, G49E, G59, H-e, L20N 48G:
 * 24, 24, 48, 32, 141 and 48 GB per GPU in its catalog) are ranked on memory fit, their speed
 * unknown: rated at the slowest speed the ranking knows, so they never win on speed, and the
 * pick says so in both languages.
 *
 * A canary of the live catalog (Alibaba's memory-only labels).
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import type { Gpu } from '../../../src/domain/catalog/schema';
import { rankLink } from '../../../src/domain/rank-link';
import type { SpeedEstimate } from '../../../src/domain/engine/types';
import { rateMemoryOnlyAtSlowest } from '../../../src/domain/engine/unknown-speed';
import { translate } from '../../../src/i18n';
import '../../../src/i18n/all';

const gpu = (id: string, extra: Partial<Gpu> = {}) =>
  ({ id, name: id.toUpperCase(), memoryGiB: 24, ...extra }) as Gpu;

describe('rateMemoryOnlyAtSlowest', () => {
  const known = (relative: number): SpeedEstimate => ({ relative, basis: 'specs', method: 'x' });

  it('rates a memory-only GPU at the slowest speed in the index, marked unknown', () => {
    const speeds = new Map([
      ['fast', known(2)],
      ['slow', known(0.25)],
    ]);
    rateMemoryOnlyAtSlowest(speeds, [
      gpu('fast'),
      gpu('slow'),
      gpu('label', { memoryOnly: true }),
      gpu('plain'),
      gpu('no-memory', { memoryOnly: true, memoryGiB: null }),
    ]);
    expect(speeds.get('label')).toEqual({
      relative: 0.25,
      basis: 'unknown',
      method: 'speed unknown: rated as the slowest GPU ranked, SLOW',
    });
    // a GPU not marked memory-only, or without a memory figure, stays unknown
    expect(speeds.has('plain')).toBe(false);
    expect(speeds.has('no-memory')).toBe(false);
  });

  it('leaves a GPU that has a speed as it is, and does nothing on an empty index', () => {
    const speeds = new Map([['label', known(1)]]);
    rateMemoryOnlyAtSlowest(speeds, [gpu('label', { memoryOnly: true })]);
    expect(speeds.get('label')?.basis).toBe('specs');
    const empty = new Map<string, SpeedEstimate>();
    rateMemoryOnlyAtSlowest(empty, [gpu('label', { memoryOnly: true })]);
    expect(empty.size).toBe(0);
  });
});

describe('the masked labels on the live catalog', () => {
  const LABELS: Record<string, number> = {
    'aliyun-g39-24gb': 24,
    'aliyun-g49-24gb': 24,
    'aliyun-g49e-48gb': 48,
    'aliyun-g59-32gb': 32,
    'aliyun-h-e-141gb': 141,
    'l20n-48gb': 48,
  };

  it('carry their memory and are marked memory-only', () => {
    for (const [id, gib] of Object.entries(LABELS)) {
      const g = catalog.gpus.find((x) => x.id === id)!;
      expect(g.memoryGiB, id).toBe(gib);
      expect(g.memoryOnly, id).toBe(true);
      expect([g.bandwidthTBps, g.bf16Tflops], id).toEqual([null, null]);
    }
  });

  // A 7B LoRA fine-tune of 50 A100-hours: about 20 GiB, so the 24 GB labels fit.
  const { result } = rankLink('?v=1&wl=finetune&model=7&work=50&cur=CNY', catalog);
  const masked = result.ranked.filter((e) => e.gpu in LABELS);

  it('are ranked, each on memory fit, at a speed no faster than any other ranked offer', () => {
    expect(masked.length).toBeGreaterThan(0);
    const slowest = Math.min(
      ...result.ranked.filter((e) => !(e.gpu in LABELS)).map((e) => e.speed.relative),
    );
    for (const e of masked) {
      expect(e.memoryFit).not.toBe('no');
      expect(e.speed.basis).toBe('unknown');
      expect(e.speed.relative).toBeLessThanOrEqual(slowest + 1e-12);
    }
    // none is the first pick
    expect(result.ranked[0]!.gpu in LABELS).toBe(false);
  });

  it('say on the pick, in English and Chinese, that the speed is unknown and why', () => {
    const e = masked[0]!;
    const w = e.warnings.find((x) => x.key === 'engine.warning.speed-unknown-memory-only');
    expect(w).toBeDefined();
    const en = translate('en', 'engine.warning.speed-unknown-memory-only', w!.values);
    const zh = translate('zh', 'engine.warning.speed-unknown-memory-only', w!.values);
    expect(en).toMatch(/^Speed unknown: .*\(Alibaba label\).*\(\d+ GB per GPU\)/);
    expect(en).toContain('never wins on speed');
    expect(zh).toMatch(/^速度未知：.*每卡 \d+ GB/);
    expect(zh).not.toMatch(/\{\w+\}/);
  });
});
