/**
 * The providers imported from SkyPilot's v8 catalog files (OCI, Nebius, Verda, Hyperbolic) show up
 * in browse with their prices labelled undated snapshots: the files state no date.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../src/domain/catalog';
import { giveScrollBoxesHeight, openPriceDates } from './browse-helpers';

const openAt = (lang: 'en' | 'zh') => openPriceDates(catalog, lang);

describe('browse: providers from the v8 catalog files', () => {
  beforeAll(giveScrollBoxesHeight);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists each new provider as an undated snapshot, with the day it was recorded', async () => {
    await openAt('en');
    for (const name of ['Oracle Cloud (OCI)', 'Nebius', 'Verda (DataCrunch)', 'Hyperbolic']) {
      expect(screen.getByText(`${name}: undated snapshot recorded 2026-12-04`)).toBeVisible();
    }
  });

  it('says the same in Chinese, with the providers’ Chinese names', async () => {
    await openAt('zh');
    expect(screen.getByText('甲骨文云（OCI）：无日期快照，2026-12-04 采集')).toBeVisible();
    expect(screen.getByText('Verda（原 DataCrunch）：无日期快照，2026-12-04 采集')).toBeVisible();
  });
});
