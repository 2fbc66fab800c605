/**
 * A preset that sets a field inside the closed "Advanced" panel opens the panel and names itself
 * beside the field. No team's preset sets such a field today, so this gives the startup one.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { next, openWizard, query } from './wizard-setup';

vi.mock('../../src/domain/engine/profile', async (original) => {
  const real = await original<typeof import('../../src/domain/engine/profile')>();
  return {
    ...real,
    TEAM_PRESETS: { ...real.TEAM_PRESETS, startup: { bill: 'minute', pt: false, ib: null } },
  };
});

describe('a preset inside the Advanced panel', () => {
  it('opens the panel and says which preset set the field', async () => {
    const { user } = openWizard();
    for (let i = 0; i < 3; i++) await next(user);
    const bill = screen.getByLabelText('Billing granularity wanted');
    expect(bill).toBeVisible();
    expect(bill).toHaveValue('minute');
    expect(bill).toHaveAccessibleDescription(/changed by the Startup preset/);
    expect(query().has('bill')).toBe(false);
  });

  it('stays closed for a team whose preset leaves it alone', async () => {
    const { user } = openWizard('?v=1&view=wizard&lang=en&team=individual');
    for (let i = 0; i < 3; i++) await next(user);
    expect(screen.getByLabelText('Billing granularity wanted')).not.toBeVisible();
  });
});
