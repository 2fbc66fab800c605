/**
 * The table's TanStack features: filtering (columns and the search box), then grouping the
 * regions of one instance type under one row, then sorting, then expanding a group.
 */
import {
  columnFilteringFeature,
  columnGroupingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createExpandedRowModel,
  createFilteredRowModel,
  createGroupedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowAggregationFeature,
  rowExpandingFeature,
  rowSortingFeature,
  tableFeatures,
  type Row,
} from '@tanstack/react-table';
import type { OfferRow } from '../model/offer-row';

export const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  columnGroupingFeature,
  groupedRowModel: createGroupedRowModel(),
  rowAggregationFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowExpandingFeature,
  expandedRowModel: createExpandedRowModel(),
  columnVisibilityFeature,
});

export type Features = typeof features;
export type OfferTableRow = Row<Features, OfferRow>;
export const columnHelper = createColumnHelper<Features, OfferRow>();
