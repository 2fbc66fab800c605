/** The launch recipes of an open row: the command line's text, to copy or download, in both languages. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runRecommend } from '../../cli/recommend';
import { catalog } from '../../src/domain/catalog';
import { rankLink } from '../../src/domain/rank-link';
import LaunchSection, { launchFileName } from '../../src/features/results/launch-section';
import { useLinkStore } from '../../src/state/link-store';
import { LAUNCH_PROFILES } from '../fixtures/launch/profiles';

const cliLaunch = (link: string, tool: string) => {
  let out = '';
  runRecommend([link, `--launch=${tool}`], catalog, {
    stdout: (s) => (out += s),
    stderr: () => {},
  });
  return out;
};

const open = (link: string, lang: 'en' | 'zh') => {
  window.history.replaceState(null, '', `/${link}&view=results&lang=${lang}`);
  useLinkStore.getState().syncFromLocation();
  return rankLink(link, catalog).result.ranked[0]!;
};

afterEach(() => vi.restoreAllMocks());

/** The tool of each English button label (`results.launch.tool.*`). */
const TOOL_BY_LABEL: Record<string, string> = {
  SkyPilot: 'skypilot',
  dstack: 'dstack',
  'Provider CLI': 'provider-cli',
  'vLLM command': 'serve',
  'Fine-tuning command': 'finetune',
  'Job command': 'train',
};

describe('launch section', () => {
  it.each([
    ['en', 'Copy recipe', 'Recipe copied.', 'Provider CLI'],
    ['zh', '复制启动配方', '已复制启动配方。', '云厂商命令行'],
  ] as const)(
    '%s: copies the text the command line prints for the same link',
    async (lang, copy, copied, cliLabel) => {
      const user = userEvent.setup({ delay: null });
      const link = LAUNCH_PROFILES['canonical-hpc']!;
      const top = open(link, lang);
      const writeText = vi.fn(async () => {});
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      render(<LaunchSection entry={top} />);
      const tools = screen.getByRole('group');
      // The first recipe is shown first; each tool's button shows its own.
      expect(within(tools).getByRole('button', { name: 'SkyPilot' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await user.click(screen.getByRole('button', { name: copy }));
      expect(writeText).toHaveBeenLastCalledWith(cliLaunch(link, 'skypilot'));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copied));
      await user.click(within(tools).getByRole('button', { name: cliLabel }));
      await user.click(screen.getByRole('button', { name: copy }));
      expect(writeText).toHaveBeenLastCalledWith(cliLaunch(link, 'provider-cli'));
    },
  );

  it('says so when the browser refuses to copy; the text stays on screen to select', async () => {
    const user = userEvent.setup({ delay: null });
    const link = LAUNCH_PROFILES['mainland-tencent']!;
    const top = open(link, 'en');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    render(<LaunchSection entry={top} />);
    await user.click(screen.getByRole('button', { name: 'Copy recipe' }));
    // the refusal arrives as a rejected promise, after the click's own updates
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/did not allow copying/),
    );
    expect(screen.getByText(/tccli cvm RunInstances/)).toBeInTheDocument();
  });

  it.each([
    [
      'gated 70B served over a pipeline',
      '?v=1&wl=infer&model=llama-3.1-70b&users=50&tps=20&prov=hyperbolic&cur=USD',
    ],
    [
      'QLoRA with ZeRO-3 on GPUs without BF16',
      '?v=1&wl=finetune&model=llama-3.1-70b&ft=qlora&prov=verda&cur=USD',
    ],
    ['MPI over two nodes', '?v=1&team=hpc&wl=hpc&mem=320&work=500&nodes=2&cur=USD'],
  ])('%s: every recipe on screen is the command line’s for the same link', async (_, link) => {
    const user = userEvent.setup({ delay: null });
    const top = open(link, 'en');
    render(<LaunchSection entry={top} />);
    const tools = within(screen.getByRole('group')).getAllByRole('button');
    expect(tools.length).toBeGreaterThan(1);
    for (const button of tools) {
      await user.click(button);
      const tool = TOOL_BY_LABEL[button.textContent ?? ''] ?? 'unknown';
      expect(document.querySelector('pre code')?.textContent).toBe(cliLaunch(link, tool));
    }
  });

  it('downloads under a name its tool reads', () => {
    expect(launchFileName('aws:p4d.24xlarge@us-east-1', 'skypilot')).toBe(
      'aws-p4d-24xlarge-us-east-1.sky.yaml',
    );
    expect(launchFileName('runpod:8x_B200_SECURE@CA', 'dstack')).toBe(
      'runpod-8x-b200-secure-ca.dstack.yml',
    );
    expect(launchFileName('tencent:GN7.2XLARGE32@ap-beijing', 'provider-cli')).toBe(
      'tencent-gn7-2xlarge32-ap-beijing-provider-cli.sh',
    );
  });
});
