import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { giveScrollBoxesHeight, offersTable, openBrowse, rowKeys, search } from './browse-helpers';

vi.mock('../../src/domain/engine/speed', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/domain/engine/speed')>();
  return {
    ...original,
    relativeSpeed: (gpu: string) =>
      gpu === 'a100-80gb-sxm' ? { relative: 1, basis: 'measured', method: 'test' } : null,
  };
});

beforeAll(giveScrollBoxesHeight);
afterEach(() => vi.restoreAllMocks());

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
