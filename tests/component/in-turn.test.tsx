import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawInTurn, InTurn } from '../../src/ui/in-turn';

/** The browser's idle periods, run one at a time by the test. */
let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => vi.unstubAllGlobals());

/** Lets the page be idle once: the part whose turn it is is drawn. */
const idlePeriod = () =>
  act(() => {
    idle.shift()?.();
  });

const drawn = () => screen.queryAllByTestId('drawn').map((el) => el.textContent);

const parts = (names: readonly string[]) =>
  names.map((name) => (
    <InTurn key={name} placeholder={<p>waiting {name}</p>}>
      <p data-testid="drawn">{name}</p>
    </InTurn>
  ));

describe('parts drawn in turn', () => {
  it('draws every part at once unless the page asks for turns', () => {
    render(<>{parts(['a', 'b'])}</>);
    expect(drawn()).toEqual(['a', 'b']);
    expect(screen.queryByText(/waiting/)).toBeNull();
  });

  it('shows the placeholders first, then draws one part per idle period, in page order', async () => {
    render(<DrawInTurn value={true}>{parts(['a', 'b', 'c'])}</DrawInTurn>);
    expect(drawn()).toEqual([]);
    expect(screen.getByText('waiting a')).toBeInTheDocument();
    await idlePeriod();
    expect(drawn()).toEqual(['a']);
    expect(screen.getByText('waiting b')).toBeInTheDocument();
    await idlePeriod();
    expect(drawn()).toEqual(['a', 'b']);
    await idlePeriod();
    expect(drawn()).toEqual(['a', 'b', 'c']);
    expect(screen.queryByText(/waiting/)).toBeNull();
  });

  it('gives a part that leaves before its turn no turn, and the next part still gets one', async () => {
    const view = render(<DrawInTurn value={true}>{parts(['a', 'b', 'c'])}</DrawInTurn>);
    view.rerender(<DrawInTurn value={true}>{parts(['a', 'c'])}</DrawInTurn>);
    await idlePeriod();
    expect(drawn()).toEqual(['a']);
    await idlePeriod();
    expect(drawn()).toEqual(['a', 'c']);
  });
});
