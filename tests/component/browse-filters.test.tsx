import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { giveScrollBoxesHeight, openBrowse, openFilters, rowKeys, search } from './browse-helpers';

beforeAll(giveScrollBoxesHeight);

const group = (name: string) => screen.getByRole('group', { name });

describe('browse filters', () => {
  it('filters by provider (several at once)', async () => {
    openBrowse();
    await openFilters();
    await userEvent.click(within(group('Provider')).getByRole('checkbox', { name: 'AWS' }));
    expect(rowKeys()).toEqual(['p4d.24xlarge @ us-east-1']);
    await userEvent.click(within(group('Provider')).getByRole('checkbox', { name: 'Lambda' }));
    expect(rowKeys()).toEqual(['gpu_1x_h100_pcie @ us-east-1', 'p4d.24xlarge @ us-east-1']);
    expect(search().get('b.prov')).toBe('aws,lambda');
  });

  it('filters by region group, choosing the cheapest region inside it', async () => {
    openBrowse();
    await openFilters();
    await userEvent.click(screen.getByRole('radio', { name: 'China' }));
    expect(search().get('b.rg')).toBe('cn');
    expect(rowKeys()).toEqual([
      'vgn7i-vws-m4.xlarge @ cn-hangzhou',
      'GT4.41XLARGE948 @ ap-shanghai',
      'gn7e-c16g1.4xlarge @ cn-hangzhou',
      'p3.8xlarge.8 @ cn-north-4',
    ]);
    expect(screen.getByText('cheapest of 2')).toBeVisible();
  });

  it('filters by GPU model family (all its form factors)', async () => {
    openBrowse();
    await openFilters();
    await userEvent.click(within(group('GPU model')).getByRole('checkbox', { name: 'A100 80GB' }));
    expect(search().get('b.gpu')).toBe('a100-80gb-pcie,a100-80gb-sxm');
    expect(rowKeys()).toEqual([
      '1x_A100-80GB-PCIe @ us-ks-2',
      'gn7e-c16g1.4xlarge @ us-east-1',
      'p3.8xlarge.8 @ cn-north-4',
    ]);
  });

  it('filters by GPU count range with numeric inputs', async () => {
    openBrowse();
    await openFilters();
    const count = group('GPUs per instance');
    await userEvent.type(within(count).getByRole('spinbutton', { name: 'At least' }), '4');
    expect(rowKeys()).toEqual([
      'p4d.24xlarge @ us-east-1',
      'GT4.41XLARGE948 @ ap-shanghai',
      'p3.8xlarge.8 @ cn-north-4',
    ]);
    await userEvent.type(within(count).getByRole('spinbutton', { name: 'At most' }), '4');
    expect(rowKeys()).toEqual(['p3.8xlarge.8 @ cn-north-4']);
    expect(search().get('b.gmin')).toBe('4');
    expect(search().get('b.gmax')).toBe('4');
  });

  it('filters by memory per GPU and total memory', async () => {
    openBrowse();
    await openFilters();
    await userEvent.type(
      screen.getByRole('spinbutton', { name: 'Memory per GPU, at least (GiB)' }),
      '41',
    );
    expect(rowKeys()).toEqual([
      '1x_A100-80GB-PCIe @ us-ks-2',
      'gpu_1x_h100_pcie @ us-east-1',
      'gn7e-c16g1.4xlarge @ us-east-1',
      'p3.8xlarge.8 @ cn-north-4',
    ]);
    await userEvent.type(
      screen.getByRole('spinbutton', { name: 'GPU memory per instance, at least (GiB)' }),
      '100',
    );
    expect(rowKeys()).toEqual(['p3.8xlarge.8 @ cn-north-4']);
    expect(search().get('b.minmem')).toBe('41');
    expect(search().get('b.mintot')).toBe('100');
  });

  it('filters by price range in the unit shown, leaving out prices on request', async () => {
    openBrowse();
    await openFilters();
    const price = group('On-demand price (CNY per GPU-hour)');
    await userEvent.type(within(price).getByRole('spinbutton', { name: 'To' }), '17.5');
    expect(rowKeys()).toEqual(['1x_A100-80GB-PCIe @ us-ks-2', 'vgn7i-vws-m4.xlarge @ cn-hangzhou']);
    await userEvent.type(within(price).getByRole('spinbutton', { name: 'From' }), '12');
    expect(rowKeys()).toEqual(['vgn7i-vws-m4.xlarge @ cn-hangzhou']);
    expect(search().get('b.pmax')).toBe('17.5');
  });

  it('keeps offers with a spot price', async () => {
    openBrowse();
    await openFilters();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Has a spot price' }));
    expect(rowKeys()).toEqual([
      '1x_A100-80GB-PCIe @ us-ks-2',
      'p4d.24xlarge @ us-east-1',
      'gn7e-c16g1.4xlarge @ cn-hangzhou',
    ]);
    expect(search().get('b.spot')).toBe('1');
  });

  it('filters by interconnect and multi-node fabric', async () => {
    openBrowse();
    await openFilters();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Link between the GPUs' }),
      'nvlink',
    );
    expect(rowKeys()).toEqual([
      'p4d.24xlarge @ us-east-1',
      'GT4.41XLARGE948 @ ap-shanghai',
      'p3.8xlarge.8 @ cn-north-4',
    ]);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'InfiniBand, RDMA or EFA between instances' }),
    );
    expect(rowKeys()).toEqual(['p4d.24xlarge @ us-east-1']);
  });

  it('filters by billing granularity', async () => {
    openBrowse();
    await openFilters();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Billing at least as fine as' }),
      'minute',
    );
    expect(rowKeys()).not.toContain('p3.8xlarge.8 @ cn-north-4'); // unknown billing
    expect(rowKeys()).toContain('gpu_1x_h100_pcie @ us-east-1'); // per minute
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Billing at least as fine as' }),
      'second',
    );
    expect(rowKeys()).not.toContain('gpu_1x_h100_pcie @ us-east-1');
    expect(rowKeys()).toHaveLength(5);
    expect(search().get('b.bill')).toBe('second');
  });

  it('searches provider, instance and GPU text, and clears every filter', async () => {
    openBrowse('&b.rg=cn&b.spot=1');
    await openFilters();
    expect(rowKeys()).toEqual(['gn7e-c16g1.4xlarge @ cn-hangzhou']);
    await userEvent.type(screen.getByRole('searchbox'), 'tencent');
    expect(rowKeys()).toEqual([]);
    expect(screen.getByText('No offer matches all of these filters together.')).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(rowKeys()).toHaveLength(7);
    expect([...search().keys()].filter((k) => k.startsWith('b.'))).toEqual([]);
    await userEvent.type(screen.getByRole('searchbox'), 'h100 lambda');
    expect(rowKeys()).toEqual(['gpu_1x_h100_pcie @ us-east-1']);
    expect(search().get('b.q')).toBe('h100 lambda');
  });

  it('ignores invalid link values with a visible notice and keeps the valid ones', () => {
    openBrowse('&b.prov=aws,nope&b.unit=fortnight&b.gmin=0&b.zzz=1');
    const notice = screen.getByText('Some table settings in the link were ignored').parentElement!;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'b.gmin = “0”: must be more than 0',
      'b.unit = “fortnight”: must be one of: hour, gpuh, month; using gpuh instead',
      'b.zzz = “1”: not a known parameter',
      'b.prov = “nope”: not in the catalog: nope',
    ]);
    expect(rowKeys()).toEqual(['p4d.24xlarge @ us-east-1']);
    expect(search().get('b.prov')).toBe('aws');
    expect(search().has('b.unit')).toBe(false);
    expect(search().has('b.zzz')).toBe(false);
  });
});
