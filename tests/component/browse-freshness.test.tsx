/**
 * Browse says, per provider, how its prices are dated and how old they are today (the page's
 * clock, faked here to 2026-12-04).
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '../../src/domain/catalog/types';
import { FIXTURE_CATALOG } from './browse-fixture';
import { giveScrollBoxesHeight, openPriceDates } from './browse-helpers';

const dated = (kind: 'captured' | 'published', date: string) => ({
  asOf: date,
  asOfKind: kind,
  source: { ref: 'https://example.org/price-list', date },
});

// RunPod and Lambda have one offer each in the fixture; Alibaba four, of which one gets a date;
// Huawei's one offer stays an undated snapshot recorded 2025-05-01.
const catalog: Catalog = {
  ...FIXTURE_CATALOG,
  offers: FIXTURE_CATALOG.offers.map((o) =>
    o.provider === 'runpod'
      ? { ...o, ...dated('captured', '2026-12-03') }
      : o.provider === 'lambda'
        ? { ...o, ...dated('published', '2026-06-01') }
        : o.id === 'aliyun:gn7e-c16g1.4xlarge@cn-beijing'
          ? { ...o, ...dated('captured', '2026-11-20') }
          : o,
  ) as Catalog['offers'],
};

const openAt = (lang: 'en' | 'zh') => openPriceDates(catalog, lang);

describe('browse: how each provider’s prices are dated', () => {
  beforeAll(giveScrollBoxesHeight);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('gives a provider’s capture date and its age counted from today', async () => {
    await openAt('en');
    expect(screen.getByText('RunPod prices captured 2026-12-03, 1 day old')).toBeVisible();
    // 2026-06-01 to 2026-12-04 is 30+31+31+30+31+30+3 = 186 days, past the 180-day limit.
    expect(
      screen.getByText('Lambda prices published 2026-06-01, 186 days old (may be out of date)'),
    ).toBeVisible();
    expect(screen.getByText('Ages count from today, 2026-12-04.', { exact: false })).toBeVisible();
  });

  it('says which providers’ prices are undated snapshots, and counts a mixed provider', async () => {
    await openAt('en');
    expect(screen.getByText('Huawei Cloud: undated snapshot recorded 2025-05-01')).toBeVisible();
    expect(
      screen.getByText('Alibaba Cloud: 1 dated, 3 undated; newest 2026-11-20, 14 days old'),
    ).toBeVisible();
  });

  it('says the same in Chinese', async () => {
    await openAt('zh');
    expect(screen.getByText('RunPod 价格采集于 2026-12-03，距今 1 天')).toBeVisible();
    expect(screen.getByText('华为云：无日期快照，2025-05-01 采集')).toBeVisible();
  });
});
