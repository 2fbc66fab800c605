/** One pick's serving figures and memory bar, as its expanded row shows them. */
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ServingDetails } from '../../src/features/results/serving-details';
import { useLinkStore } from '../../src/state/link-store';
import { entry } from './results-fixtures';

const serving = entry(1, {
  instanceType: 'gpu_8x_h100',
  replicas: 3,
  replicaGpus: 2,
  nodes: 2,
  tokensPerSecondPerUser: 24.5,
  tokensPerSecond: 1568,
  costPerMillionTokens: 0.42,
  memory: {
    parts: [
      { part: 'weights', gib: 68 },
      { part: 'kvCache', gib: 20.5 },
      { part: 'overhead', gib: 5 },
    ],
    capacityGib: 160,
  },
});

const openIn = (lang: 'en' | 'zh') => {
  window.history.replaceState(null, '', `/?v=1&view=results&lang=${lang}`);
  useLinkStore.getState().syncFromLocation();
};

describe('serving details', () => {
  beforeEach(() => openIn('en'));

  it('says how the service is laid out, how fast and at what cost per million tokens', () => {
    render(<ServingDetails entry={serving} />);
    expect(
      screen.getByText('3 replicas × gpu_8x_h100 (2 GPUs each, 2 instances in all)'),
    ).toBeInTheDocument();
    expect(screen.getByText('24.5 tokens/s')).toBeInTheDocument();
    expect(screen.getByText('1,568 tokens/s')).toBeInTheDocument();
    expect(screen.getByText('$0.42')).toBeInTheDocument();
  });

  it('one replica on one GPU of one instance reads in the singular', () => {
    const single = entry(1, { ...serving, replicas: 1, replicaGpus: 1, nodes: 1 });
    render(<ServingDetails entry={single} />);
    expect(
      screen.getByText('1 replica × gpu_8x_h100 (1 GPU each, 1 instance in all)'),
    ).toBeInTheDocument();
  });

  it('draws what takes the memory of one replica against what it has', () => {
    render(<ServingDetails entry={serving} />);
    expect(screen.getByText('GPU memory of one replica')).toBeInTheDocument();
    // 68 + 20.5 + 5 = 93.5 of 160 GiB: 66.5 left
    expect(screen.getByRole('img', { name: 'Memory: 93.5 of 160 GiB used' })).toBeInTheDocument();
    expect(screen.getByText('93.5 of 160 GiB used: 66.5 GiB left')).toBeInTheDocument();
    expect(screen.getByText('weights 68 GiB')).toBeInTheDocument();
    expect(screen.getByText('KV cache 20.5 GiB')).toBeInTheDocument();
    const bar = screen.getByRole('img');
    // each part's share of the 160 GiB: 68 / 160 = 42.5 %
    expect((bar.children[0] as HTMLElement).style.width).toBe('42.5%');
  });

  it('says how much is missing when the need is larger than the memory', () => {
    render(
      <ServingDetails
        entry={{ ...serving, memory: { parts: serving.memory?.parts ?? [], capacityGib: 80 } }}
      />,
    );
    expect(screen.getByText('93.5 GiB needed, 80 GiB there: 13.5 GiB short')).toBeInTheDocument();
  });

  it('a training pick shows its memory only, per instance', () => {
    const train = entry(2, {
      memory: {
        parts: [
          { part: 'weights', gib: 14 },
          { part: 'optimizer', gib: 56 },
        ],
        capacityGib: 80,
      },
    });
    render(<ServingDetails entry={train} />);
    expect(screen.queryByText(/replica/)).not.toBeInTheDocument();
    expect(screen.getByText('GPU memory of one instance')).toBeInTheDocument();
    expect(screen.getByText('optimizer states 56 GiB')).toBeInTheDocument();
    expect(screen.getByText('70 of 80 GiB used: 10 GiB left')).toBeInTheDocument();
  });

  it('shows nothing without serving figures or memory', () => {
    const { container } = render(<ServingDetails entry={entry(3, { memory: null })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads in Chinese', () => {
    openIn('zh');
    render(<ServingDetails entry={serving} />);
    expect(screen.getByText('已用 93.5 GiB，共 160 GiB：剩余 66.5 GiB')).toBeInTheDocument();
    expect(screen.getByText('每百万 token')).toBeInTheDocument();
  });
});
