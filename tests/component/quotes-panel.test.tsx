import './local-ranking';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Catalog } from '../../src/domain/catalog/types';
import { decodeQuotesParam, encodeQuotesParam } from '../../src/domain/quotes';
import { DEFAULT_LINK_STATE } from '../../src/domain/share/profile';
import { QuotesPanel } from '../../src/features/quotes';
import { useLinkStore } from '../../src/state/link-store';
import { useQuotesStore } from '../../src/state/quotes-store';
import { QUOTES_STORAGE_KEY } from '../../src/state/quotes-keys';
import { useRanking } from '../../src/state/use-ranking';
import { CHEAP, DEAR, labQuote, rankCatalog } from '../unit/quotes/catalog-fixture';

function Ranking({ catalog }: { catalog: Catalog }) {
  const { head } = useRanking(catalog);
  return (
    <ol aria-label="ranking">
      {(head?.top ?? []).map((e) => (
        <li key={e.offerId}>{e.offerId}</li>
      ))}
    </ol>
  );
}

function setup() {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <QuotesPanel catalog={rankCatalog} />
      <Ranking catalog={rankCatalog} />
    </>,
  );
  return user;
}

const ranking = () =>
  within(screen.getByRole('list', { name: 'ranking' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const quoteRows = () =>
  within(screen.getByRole('table', { name: 'Your quotes' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getByRole('rowheader').textContent);

beforeEach(() => {
  localStorage.clear();
  useLinkStore.getState().setLink({ ...DEFAULT_LINK_STATE, lang: 'en' });
});

async function fillLabQuote(user: ReturnType<typeof userEvent.setup>, price: string) {
  await user.type(screen.getByLabelText('Provider'), 'Our lab');
  await user.type(screen.getByLabelText('Instance name'), 'a100 box');
  await user.selectOptions(screen.getByLabelText('GPU model'), 'a100-80gb-sxm');
  await user.type(screen.getByLabelText('GPUs per instance'), '1');
  await user.type(screen.getByLabelText('Price per instance'), price);
  await user.selectOptions(screen.getByLabelText('Where it runs'), 'cn');
  await user.selectOptions(screen.getByLabelText('Billed by the'), 'second');
}

describe('quotes panel', () => {
  it('adds a quote that is ranked by its price, moves when the price changes, and deletes', async () => {
    const user = setup();
    expect(ranking()).toEqual([CHEAP, DEAR]);
    expect(screen.getByText('No quotes yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a quote' }));
    await fillLabQuote(user, '20');
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(quoteRows()).toEqual(['Our lab']);
    // Same machine as the catalog's two offers, priced between them (10 < 20 < 30).
    expect(ranking()).toEqual([CHEAP, 'quote:our-lab-a100-box', DEAR]);
    expect(JSON.parse(localStorage.getItem(QUOTES_STORAGE_KEY) ?? '{}').quotes).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Edit Our lab a100 box' }));
    const price = screen.getByLabelText('Price per instance');
    await user.clear(price);
    await user.type(price, '5');
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(ranking()).toEqual(['quote:our-lab-a100-box', CHEAP, DEAR]);
    expect(useQuotesStore.getState().quotes.map((q) => [q.id, q.price])).toEqual([
      ['our-lab-a100-box', 5],
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete Our lab a100 box' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(screen.getByText('No quotes yet.')).toBeInTheDocument();
    expect(ranking()).toEqual([CHEAP, DEAR]);
  });

  it('checks every field: nothing saved until the marked fields are fixed', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Add a quote' }));
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the marked fields.');
    for (const label of [
      'Provider',
      'Instance name',
      'GPU model',
      'GPUs per instance',
      'Price per instance',
      'Where it runs',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Provider')).toHaveFocus();
    expect(screen.getByLabelText('Provider')).toHaveAccessibleDescription(
      'Required. A catalog provider or any name (your lab, a reseller).',
    );

    await fillLabQuote(user, '12,5');
    await user.type(screen.getByLabelText('Spot price per hour', { exact: false }), '¥3');
    await user.tab();
    expect(screen.getByLabelText('Price per instance')).toHaveAccessibleDescription(
      'Use a dot for decimals, like 1200.5 (a comma only groups thousands: 1,200.5).',
    );
    expect(
      screen.getByLabelText('Spot price per hour', { exact: false }),
    ).toHaveAccessibleDescription('Enter the number only; the currency has its own field.');
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(useQuotesStore.getState().quotes).toEqual([]);
  });

  it('re-prices a catalog instance: the quote takes its place in the ranking', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'My price for a catalog instance' }));
    await user.type(screen.getByLabelText('Catalog offer id'), DEAR);
    expect(
      screen.getByText(`Re-prices ${DEAR}: its facts come from the catalog.`),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Price per instance'), '8');
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(ranking()).toEqual(['quote:alibaba-cloud-dear-a100-cn-hangzhou', CHEAP]);
    expect(screen.getByText(`my price for ${DEAR}`)).toBeInTheDocument();
  });

  it('asks before adding a quote for an instance it already has', async () => {
    useQuotesStore.getState().add([{ ...labQuote, id: 'our-lab-a100-box', provider: 'Our lab' }]);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Add a quote' }));
    await fillLabQuote(user, '15');
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    const box = screen.getByRole('group', { name: 'You already have a quote for this' });
    await user.click(within(box).getByRole('button', { name: 'Replace mine' }));
    expect(useQuotesStore.getState().quotes.map((q) => [q.id, q.price])).toEqual([
      ['our-lab-a100-box', 15],
    ]);
  });
});

const csv = (...lines: string[]) =>
  new File([lines.join('\n')], 'quotes.csv', { type: 'text/csv' });
const HEADER = 'provider,instance_type,gpu,gpu_count,price,currency,region_group';

describe('quotes import', () => {
  it('lists every problem by row, column and reason and keeps existing quotes', async () => {
    useQuotesStore.getState().add([labQuote]);
    const user = setup();
    const file = csv(
      HEADER,
      'Huawei Cloud,p3.2xlarge.8,a100-80gb-sxm,1,18,CNY,cn',
      'Huawei Cloud,p3.4xlarge.8,a100-80gb-sxm,2,abc,CNY,cn',
      'Huawei Cloud,p3.8xlarge.8,h800,4,60,EUR,cn',
    );
    await user.upload(screen.getByLabelText('Import quotes from a CSV or JSON file'), file);
    const report = await screen.findByRole('region', { name: 'quotes.csv' });
    expect(report).toHaveTextContent(
      'quotes.csv: 1 of 3 rows can be imported; 2 rows have problems.',
    );
    const problems = within(report).getByRole('table', { name: 'Problems found in quotes.csv' });
    expect(
      within(problems)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['3', 'price', 'Enter a plain number, like 12.5.'],
      ['4', 'gpu', '“h800” is not a GPU of the catalog; use its id, like a100-80gb-sxm.'],
      ['4', 'currency', 'One of: CNY, USD.'],
    ]);

    await user.click(within(report).getByRole('button', { name: 'Reject the file' }));
    expect(screen.getByRole('status')).toHaveTextContent('The file was not imported');
    expect(useQuotesStore.getState().quotes).toEqual([labQuote]);

    await user.upload(screen.getByLabelText('Import quotes from a CSV or JSON file'), file);
    await user.click(await screen.findByRole('button', { name: 'Import the 1 valid row' }));
    expect(screen.getByRole('status')).toHaveTextContent('Imported 1 quote.');
    expect(useQuotesStore.getState().quotes.map((q) => q.id)).toEqual([
      'lab-a100',
      'huawei-cloud-p3-2xlarge-8',
    ]);
    expect(ranking()).toContain('quote:huawei-cloud-p3-2xlarge-8');
  });

  it('refuses a file it cannot read and says why', async () => {
    const user = setup();
    await user.upload(
      screen.getByLabelText('Import quotes from a CSV or JSON file'),
      csv('provider,price', 'x,1'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'quotes.csv cannot be imported:Columns missing: instance_type, gpu, gpu_count, currency, region_group.',
    );
  });

  it('asks once for all duplicates: skip leaves existing quotes untouched', async () => {
    useQuotesStore.getState().add([labQuote]);
    const user = setup();
    const file = new File(
      [
        JSON.stringify([
          { ...labQuote, price: 1 },
          { ...labQuote, id: 'x', price: 2 },
          { ...labQuote, id: 'y', instanceType: 'other' },
        ]),
      ],
      'q.json',
    );
    await user.upload(screen.getByLabelText('Import quotes from a CSV or JSON file'), file);
    await user.click(await screen.findByRole('button', { name: 'Import 3 quotes' }));
    const box = screen.getByRole('group', { name: 'You already have a quote for this' });
    const finish = within(box).getByRole('button', { name: 'Finish import' });
    expect(finish).toBeDisabled();
    await user.click(within(box).getByRole('radio', { name: 'Skip the new one' }));
    await user.click(finish);
    expect(useQuotesStore.getState().quotes.map((q) => [q.id, q.price])).toEqual([
      ['lab-a100', 20],
      ['y', 20],
    ]);
  });
});

describe('quotes in the link and in storage', () => {
  it('shares quotes in q only when asked', async () => {
    useQuotesStore.getState().add([labQuote]);
    const user = setup();
    expect(useLinkStore.getState().link.q).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Share my quotes in the link' }));
    const q = useLinkStore.getState().link.q;
    expect(q === null ? [] : decodeQuotesParam(q).quotes.map((x) => x.id)).toEqual(['lab-a100']);
    await user.click(screen.getByRole('checkbox', { name: 'Share my quotes in the link' }));
    expect(useLinkStore.getState().link.q).toBeNull();
  });

  it('ranks quotes a link carries and can add them to mine', async () => {
    const e = encodeQuotesParam([{ ...labQuote, price: 5 }]);
    if (!e.ok) throw new Error('fixture too long');
    useLinkStore.getState().setLink({ ...DEFAULT_LINK_STATE, lang: 'en', q: e.q });
    const user = setup();
    expect(ranking()).toEqual(['quote:lab-a100', CHEAP, DEAR]);
    const shared = screen.getByRole('region', { name: 'This link carries 1 shared quote' });
    await user.click(within(shared).getByRole('button', { name: 'Add them to my quotes' }));
    expect(useQuotesStore.getState().quotes.map((q) => q.id)).toEqual(['lab-a100']);
  });

  it('shows what happened to unreadable saved quotes and offers the set-aside copy', () => {
    useQuotesStore.setState({ notice: { kind: 'corrupted', dropped: null }, setAside: '{"broken' });
    setup();
    expect(screen.getByText(/Your saved quotes could not be read/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the set-aside copy' })).toBeEnabled();
  });
});
