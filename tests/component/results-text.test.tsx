import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { ViewSkeleton } from '../../src/app/view-skeleton';
import { useLinkStore } from '../../src/state/link-store';

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  return render(<App />);
}

const LOAD = { timeout: 20_000 };
const HPC = '?v=1&view=results&team=hpc&wl=hpc&work=500&nodes=2&budget=100';

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('results text has no holes', () => {
  it.each([
    ['en', /^The offers that fit your team’s answers, best first/, 'Ranked offers'],
    ['zh', /^符合团队回答的报价，最合适的排在前面/, '排序后的报价'],
  ])(
    'says under its title what the page lists, while it loads and once ranked (%s)',
    async (lang, lead, list) => {
      window.history.replaceState(null, '', `/?v=1&view=results&lang=${lang}`);
      useLinkStore.getState().syncFromLocation();
      const loading = render(<ViewSkeleton view="results" />);
      expect(screen.getByText(lead)).toBeInTheDocument();
      loading.unmount();
      openAt(`?v=1&view=results&lang=${lang}&cur=USD&wl=train&model=7`);
      expect(await screen.findByRole('list', { name: list }, LOAD)).toBeInTheDocument();
      expect(screen.getByText(lead)).toBeInTheDocument();
    },
  );

  it.each(['en', 'zh'])('ruled-out group titles give the reason in full (%s)', async (lang) => {
    const { container } = openAt(`${HPC}&lang=${lang}`);
    await screen.findByRole(
      'heading',
      { level: 2, name: lang === 'en' ? 'Ruled out' : '已排除' },
      LOAD,
    );
    const titles = [...container.querySelectorAll('details[data-reason] > summary')].map(
      (s) => s.textContent ?? '',
    );
    expect(titles.length).toBeGreaterThan(2);
    expect(titles.filter((t) => t.includes('…') || /\{\w+\}/.test(t))).toEqual([]);
    const speed = titles.find((t) => t.startsWith(lang === 'en' ? 'Speed unknown' : '速度未知'));
    expect(speed).toMatch(/[:：] ?\d+( 个)?$/);
  });

  it('HPC without the memory asks for the field by its label, not a link parameter', async () => {
    openAt(`${HPC}&lang=en`);
    const note = await screen.findByText(/GPU memory was not checked/, {}, LOAD);
    expect(note).toHaveTextContent('“GPU memory needed”');
    expect(note.textContent).not.toMatch(/\(mem\)/);
  });

  it('counts offers against offers: ranked choices say how many offers they fold together', async () => {
    openAt('?v=1&view=results&wl=finetune&model=7&lang=en');
    const line = await screen.findByText(/offers meet every constraint/, {}, LOAD);
    const m =
      /^(\d+) offers meet every constraint, as (\d+) choices .*; (\d+) offers were ruled out\.$/.exec(
        line.textContent ?? '',
      );
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(Number(m![2]));
  });
});

describe('ruled-out rows in Chinese use Chinese punctuation', () => {
  it('brackets, commas and the separator between reasons', async () => {
    const { container } = openAt(`${HPC}&lang=zh`);
    await screen.findByRole('heading', { level: 2, name: '已排除' }, LOAD);
    const summary = container.querySelector('details[data-reason] > summary') as HTMLElement;
    await userEvent.click(summary);
    const row = container.querySelector('details[data-reason] li') as HTMLElement;
    expect(row.textContent).toMatch(/（.+，.+）：/);
    expect(row.textContent).not.toMatch(/; |\): /);
  });
});
