import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalcTable } from '../../src/ui/calc-table';

interface Item {
  name: string;
  price: number;
}

const items: Item[] = [
  { name: 'A100', price: 12 },
  { name: 'H100', price: 20 },
];

describe('CalcTable', () => {
  it('heads each row with its first column and adds each column’s classes to the table’s', () => {
    render(
      <CalcTable
        caption="Prices"
        headCellClassName="p-2"
        cellClassName="p-2"
        rowClassName={(it) => (it.price > 15 ? 'dear' : 'cheap')}
        columns={[
          { header: 'GPU', className: 'font-medium', cell: (it) => it.name },
          {
            header: 'Price',
            headClassName: 'text-right',
            className: 'text-right tabular-nums',
            cell: (it) => `¥${it.price}`,
          },
        ]}
        rows={items}
        rowKey={(it) => it.name}
      />,
    );
    const table = screen.getByRole('table', { name: 'Prices' });
    const [gpu, price] = within(table).getAllByRole('columnheader');
    expect(gpu).toHaveClass('p-2');
    expect(price).toHaveAttribute('class', 'p-2 text-right');
    const h100 = within(table).getByRole('rowheader', { name: 'H100' });
    expect(h100).toHaveAttribute('class', 'p-2 font-medium');
    const row = h100.closest('tr')!;
    expect(row).toHaveClass('dear');
    expect(within(row).getByRole('cell')).toHaveTextContent('¥20');
    expect(within(row).getByRole('cell')).toHaveAttribute('class', 'p-2 text-right tabular-nums');
  });
});
