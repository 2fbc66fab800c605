import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { giveScrollBoxesHeight, openBrowse, rowKeys } from './browse-helpers';

beforeAll(giveScrollBoxesHeight);

describe('an empty mainland browse explains itself', () => {
  it('H100 in mainland China: says why there is none, dated and sourced', () => {
    openBrowse('&b.rg=cn&b.gpu=h100-80gb-pcie');
    expect(rowKeys()).toEqual([]);
    const note = document.querySelector('[data-mainland-gap]');
    expect(note?.textContent).toMatch(/No offer in mainland China for H100 PCIe 80GB/);
    expect(note?.textContent).toMatch(/2026-01-15/);
    expect(note?.textContent).toMatch(/source: /);
    expect(screen.getByText(/No offer matches all of these filters together/)).toBeTruthy();
  });

  it('says nothing more when the view is not mainland-only', () => {
    openBrowse('&b.rg=global&b.gpu=a10-24gb');
    expect(document.querySelector('[data-mainland-gap]')).toBeNull();
  });
});
