// Browse's table, comparison and CSV export on the fixture catalog, with GPU speeds fixed by a
// mocked speed module (so in a page of its own).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  columnTexts,
  giveScrollBoxesHeight,
  offersTable,
  openBrowse,
  rowKeys,
  search,
} from './browse-helpers';

vi.mock('../../src/domain/engine/speed', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/domain/engine/speed')>();
  const speeds: Record<string, { relative: number; basis: 'measured' | 'specs' }> = {
    'a100-80gb-sxm': { relative: 1, basis: 'measured' },
    'a100-40gb-sxm': { relative: 0.8, basis: 'specs' },
  };
  return {
    ...original,
    relativeSpeed: (gpu: string) => {
      const s = speeds[gpu];
      return s ? { ...s, method: 'test' } : null;
    },
  };
});

beforeAll(giveScrollBoxesHeight);
afterEach(() => vi.restoreAllMocks());

// Per GPU-hour in CNY at 7.2 CNY/USD: RunPod 1.64 × 7.2 = 11.808, the 1/4 A10 slice 4 ÷ 0.25 =
// 16, Lambda 2.49 × 7.2 = 17.928, p4d 32 × 7.2 ÷ 8 = 28.8, gn7e's cheapest region (us-east-1) 30,
// GT4 248 ÷ 8 = 31, Huawei: price on request.
const ASCENDING = [
  '1x_A100-80GB-PCIe @ us-ks-2',
  'vgn7i-vws-m4.xlarge @ cn-hangzhou',
  'gpu_1x_h100_pcie @ us-east-1',
  'p4d.24xlarge @ us-east-1',
  'gn7e-c16g1.4xlarge @ us-east-1',
  'GT4.41XLARGE948 @ ap-shanghai',
  'p3.8xlarge.8 @ cn-north-4',
];

describe('browse table', () => {
  it('shows one row per instance type, its cheapest region first, sorted by price per GPU-hour', () => {
    openBrowse();
    expect(rowKeys()).toEqual(ASCENDING);
    expect(columnTexts('Region')[4]).toBe('us-east-1cheapest of 3');
    const header = within(offersTable()).getByRole('columnheader', { name: /On-demand/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts a numeric column both ways with price on request last each time', async () => {
    openBrowse();
    const table = offersTable();
    await userEvent.click(within(table).getByRole('button', { name: /On-demand/ }));
    expect(search().get('b.sort')).toBe('-onDemand');
    expect(within(table).getByRole('columnheader', { name: /On-demand/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const descending = [...ASCENDING.slice(0, 6)].reverse();
    expect(rowKeys()).toEqual([...descending, 'p3.8xlarge.8 @ cn-north-4']);
    expect(columnTexts('On-demand').at(-1)).toBe('price on requestAdd your quote');

    await userEvent.click(within(table).getByRole('button', { name: /^Spot/ }));
    // Spot per GPU-hour: gn7e's cheapest spot region is Beijing (10), then p4d 12.8 × 7.2 ÷ 8 =
    // 11.52, RunPod 1.19 × 7.2 = 8.568; every offer without spot after them.
    expect(rowKeys().slice(0, 3)).toEqual([
      '1x_A100-80GB-PCIe @ us-ks-2',
      'gn7e-c16g1.4xlarge @ cn-beijing',
      'p4d.24xlarge @ us-east-1',
    ]);
    await userEvent.click(within(table).getByRole('button', { name: /^Spot/ }));
    expect(rowKeys().slice(0, 3)).toEqual([
      'p4d.24xlarge @ us-east-1',
      'gn7e-c16g1.4xlarge @ cn-beijing',
      '1x_A100-80GB-PCIe @ us-ks-2',
    ]);
    expect(columnTexts('Spot').slice(3)).toEqual(Array(4).fill('no spot'));
  });

  it('expands an instance type to every region it is offered in', async () => {
    openBrowse();
    const expand = screen.getByRole('button', { name: 'Show all 3 regions of gn7e-c16g1.4xlarge' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(rowKeys().slice(4, 8)).toEqual([
      'gn7e-c16g1.4xlarge @ us-east-1',
      'gn7e-c16g1.4xlarge @ us-east-1',
      'gn7e-c16g1.4xlarge @ cn-hangzhou',
      'gn7e-c16g1.4xlarge @ cn-beijing',
    ]);
    expect(columnTexts('On-demand').slice(4, 8)).toEqual(['¥30', '¥30', '¥36', '¥38']);
  });

  it('converts units and currency (checked for p4d.24xlarge and gn7e in Hangzhou)', async () => {
    openBrowse('&b.q=hangzhou%20gn7e');
    expect(rowKeys()).toEqual(['gn7e-c16g1.4xlarge @ cn-hangzhou']);
    expect(columnTexts('On-demand')).toEqual(['¥36']);
    await userEvent.click(screen.getByRole('radio', { name: 'per month' }));
    expect(columnTexts('On-demand')).toEqual(['¥26,280']); // 36 × 730
    await userEvent.click(screen.getByRole('radio', { name: 'USD $' }));
    expect(columnTexts('On-demand')).toEqual(['$3,650']); // 36 ÷ 7.2 × 730
    expect(search().get('cur')).toBe('USD');
    expect(search().get('b.unit')).toBe('month');

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'p4d');
    expect(columnTexts('On-demand')).toEqual(['$23,360']); // 32 × 730
    await userEvent.click(screen.getByRole('radio', { name: 'per hour' }));
    expect(columnTexts('On-demand')).toEqual(['$32']);
    expect(columnTexts('Spot')).toEqual(['$12.8']);
    await userEvent.click(screen.getByRole('radio', { name: 'CNY ¥' }));
    expect(columnTexts('On-demand')).toEqual(['¥230.4']); // 32 × 7.2
    expect(columnTexts('Spot')).toEqual(['¥92.16']); // 12.8 × 7.2
    await userEvent.click(screen.getByRole('radio', { name: 'per GPU-hour' }));
    expect(columnTexts('On-demand')).toEqual(['¥28.8']);
    // 320 GiB: 230.4 ÷ 320 = 0.72 per GiB-hour
    expect(columnTexts('GPU memory price')).toEqual(['¥0.72']);
  });

  it('uses the rate of the link when it sets one', () => {
    openBrowse('&b.q=p4d&fx=7');
    expect(columnTexts('On-demand')).toEqual(['¥28']); // 32 × 7 ÷ 8
    expect(screen.getByText(/converted at 7 CNY per USD, the rate set in this link/)).toBeVisible();
  });

  it('shows speed with its basis and performance per price', () => {
    openBrowse();
    const speed = columnTexts('Speed per GPU');
    const work = columnTexts('Work per price');
    // p4d: 0.8 × 8 A100s for 230.4 CNY/h → 6.4 ÷ 230.4 × 100 = 2.78 A100-hours per 100 CNY
    expect(speed[3]).toBe('0.8× · from specs');
    expect(work[3]).toBe('2.78');
    // gn7e in us-east-1: 1 A100 for 30 CNY/h → 3.33
    expect(speed[4]).toBe('1× · measured');
    expect(work[4]).toBe('3.33');
    expect(speed[2]).toBe('speed unknown');
  });

  // The fixture's sources state no date: undated snapshots (dated prices: browse-dates.test.tsx).
  it('marks prices whose source states no date as undated snapshots, whatever their age', () => {
    openBrowse();
    const asOf = columnTexts('Price as of');
    expect(asOf[0]).toMatch(/^2024-06-01 undated\b/);
    expect(asOf[1]).toMatch(/^2025-05-01 undated\b/);
  });

  it('lets the user choose the columns', async () => {
    openBrowse();
    await userEvent.click(screen.getByText(/^Columns \(13 of 22\)/));
    await userEvent.click(screen.getByRole('checkbox', { name: 'vCPUs' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Source' }));
    expect(search().get('b.cols')).toBe(
      'asOf,count,gpu,memGpu,onDemand,perGib,perfPrice,provider,region,speed,spot,vcpus',
    );
    expect(columnTexts('vCPUs')[3]).toBe('96');
    expect(
      within(offersTable()).queryByRole('columnheader', { name: 'Source' }),
    ).not.toBeInTheDocument();
  });
});

const compareBox = (instance: string, region: string) =>
  within(offersTable()).getByRole('checkbox', { name: `Compare ${instance} in ${region}` });

const panel = () => screen.getByRole('region', { name: /^Side by side/ });

/** The compared offers' cells in one field row, left to right. */
const fieldRow = (field: string) =>
  within(within(panel()).getByRole('rowheader', { name: field }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('comparison', () => {
  it('compares at most four offers, marking the best value of each row', async () => {
    openBrowse();
    await userEvent.click(compareBox('1x_A100-80GB-PCIe', 'us-ks-2'));
    await userEvent.click(compareBox('vgn7i-vws-m4.xlarge', 'cn-hangzhou'));
    await userEvent.click(compareBox('gpu_1x_h100_pcie', 'us-east-1'));
    await userEvent.click(compareBox('p4d.24xlarge', 'us-east-1'));
    expect(compareBox('GT4.41XLARGE948', 'ap-shanghai')).toBeDisabled();
    expect(compareBox('p4d.24xlarge', 'us-east-1')).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Side by side (4 of at most 4)' })).toBeVisible();
    expect(search().get('sel')).toBe(
      'aliyun:vgn7i-vws-m4.xlarge@cn-hangzhou,aws:p4d.24xlarge@us-east-1,lambda:gpu_1x_h100_pcie@us-east-1,runpod:1x_A100-80GB-PCIe@us-ks-2',
    );
    // Columns follow the link's sorted ids: vgn7i, p4d, lambda, RunPod.
    expect(fieldRow('On-demand')).toEqual(['¥16', '¥28.8', '¥17.93', '¥11.81★ best']);
    expect(fieldRow('Memory per GPU')).toEqual(['6 GiB', '40 GiB', '80 GiB★ best', '80 GiB★ best']);
    expect(fieldRow('GPUs')).toEqual(['1/4', '8', '1', '1']);

    await userEvent.click(
      within(panel()).getByRole('button', {
        name: 'Remove p4d.24xlarge (us-east-1) from the comparison',
      }),
    );
    expect(compareBox('GT4.41XLARGE948', 'ap-shanghai')).toBeEnabled();
    expect(search().get('sel')).not.toContain('p4d');
  });

  it('opens a shared selection, says which offers are gone, and links to the wizard', async () => {
    openBrowse('&sel=aliyun:gone-type@cn-x,aws:p4d.24xlarge@us-east-1');
    expect(screen.getByText('aliyun:gone-type@cn-x is no longer listed.')).toBeVisible();
    expect(compareBox('p4d.24xlarge', 'us-east-1')).toBeChecked();
    const link = within(panel()).getByRole('link', { name: 'Recommend for my job' });
    expect(link.getAttribute('href')).toContain('view=wizard');
    await userEvent.click(link);
    expect(search().get('view')).toBe('wizard');
    expect(search().get('sel')).toBe('aliyun:gone-type@cn-x,aws:p4d.24xlarge@us-east-1');
  });

  it("shows the guide's figures beside the real offers and their fact check", async () => {
    openBrowse();
    const guide = screen.getByRole('table', {
      name: "The guide's comparison table and the real offers",
    });
    const row = within(guide).getByRole('rowheader', { name: 'Alibaba Cloud gn7i-c12g1' });
    const tr = row.closest('tr')!;
    expect(tr).toHaveTextContent('1 GPU · 40GB · ¥9.8/h · score 8,500');
    expect(tr).toHaveTextContent('Contradicted by the sources.');
    expect(tr).toHaveTextContent('2 in the catalog (A100 80GB SXM4), from ¥36 per GPU-hour.');
    const check = within(tr).getByRole('link', { name: 'Fact check of the gn7i-c12g1 row' });
    expect(check.getAttribute('href')).toMatch(/view=guide.*#claim-guide-table-aliyun$/);
    await userEvent.click(
      within(tr).getByRole('button', { name: 'Show the gn7i-c12g1 family in the table' }),
    );
    expect(search().get('b.q')).toBe('aliyun gn7e-c16g1.4xlarge');
    expect(rowKeys()).toEqual(['gn7e-c16g1.4xlarge @ us-east-1']);
    await userEvent.click(
      within(tr).getByRole('button', { name: 'Compare the real gn7i-c12g1 offers' }),
    );
    expect(search().get('sel')).toBe(
      'aliyun:gn7e-c16g1.4xlarge@cn-beijing,aliyun:gn7e-c16g1.4xlarge@cn-hangzhou',
    );
  });
});

describe('CSV export', () => {
  it('writes the filtered, sorted offers with the visible columns as plain numbers', async () => {
    let blob: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => {
        blob = b;
        return 'blob:test';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    openBrowse('&b.gpu=a100-80gb-sxm');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV (4 offers)' }));
    expect(click).toHaveBeenCalledOnce();
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 mark for spreadsheets
    const text = new TextDecoder().decode(bytes.slice(3));
    const source = 'https://example.org/prices';
    // The fixture's prices state no date: the CSV says so and keeps the day they were recorded.
    // The kind of date has its own column.
    const undated = 'undated (recorded 2025-05-01),undated; recorded 2025-05-01';
    expect(text).toBe(
      [
        'Offer id,Instance type,Provider,Region,GPU,On-demand (CNY per GPU-hour),' +
          'Spot (CNY per GPU-hour),GPU memory price (CNY per GiB-hour),GPUs,' +
          'Memory per GPU (GiB),Speed per GPU (A100 80GB SXM = 1),Speed basis,' +
          'Work per price (A100-hours per 100 CNY),Price as of,Price date kind,Source',
        // 30 ÷ 80 GiB = 0.375; 100 ÷ 30 = 3.33333
        `aliyun:gn7e-c16g1.4xlarge@us-east-1,gn7e-c16g1.4xlarge,Alibaba Cloud,us-east-1,A100 80GB SXM4,30,,0.375,1,80,1,measured,3.33333,${undated},${source}`,
        `aliyun:gn7e-c16g1.4xlarge@cn-hangzhou,gn7e-c16g1.4xlarge,Alibaba Cloud,cn-hangzhou,A100 80GB SXM4,36,12,0.45,1,80,1,measured,2.77778,${undated},${source}`,
        `aliyun:gn7e-c16g1.4xlarge@cn-beijing,gn7e-c16g1.4xlarge,Alibaba Cloud,cn-beijing,A100 80GB SXM4,38,10,0.475,1,80,1,measured,2.63158,${undated},${source}`,
        `huawei:p3.8xlarge.8@cn-north-4,p3.8xlarge.8,Huawei Cloud,cn-north-4,A100 80GB SXM4,,,,4,80,1,measured,,${undated},${source}`,
      ].join('\r\n'),
    );
  });
});
