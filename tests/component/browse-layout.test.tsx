import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { giveScrollBoxesHeight, offersTable, openBrowse } from './browse-helpers';

beforeAll(giveScrollBoxesHeight);

describe('browse layout', () => {
  it('puts the table first: filters closed above it, the guide’s figures after it', () => {
    openBrowse();
    const table = offersTable();
    const filters = screen.getByText('Filters', { selector: 'summary' }).closest('details')!;
    expect(filters.open).toBe(false);
    const guide = screen.getByRole('table', {
      name: "The guide's comparison table and the real offers",
    });
    // The offers table comes before the guide's figures in the page.
    expect(table.compareDocumentPosition(guide) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows who, which GPU, the price, speed and work per price before region, date and source', () => {
    openBrowse();
    const heads = within(offersTable())
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '');
    const at = (name: string) => heads.findIndex((h) => h.startsWith(name));
    for (const early of ['Provider', 'GPU', 'On-demand', 'Speed per GPU', 'Work per price']) {
      expect(at(early)).toBeGreaterThanOrEqual(0);
      expect(at(early)).toBeLessThan(at('Region'));
    }
    expect(at('Region')).toBeLessThan(at('Source'));
  });

  it('names each row’s source readably and links to it', () => {
    openBrowse();
    // The fixture's offers cite https://example.org/prices.
    const links = within(offersTable()).getAllByRole('link', { name: /^Source of the / });
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) {
      expect(a).toHaveTextContent('example.org');
      expect(a).toHaveTextContent('prices');
      expect(a).toHaveAttribute('href', 'https://example.org/prices');
    }
  });
});
