import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { DrawInTurn, InTurn } from '../../src/ui/in-turn';

/** A part that notes, as it appears, which of the other parts were already drawn. */
function Part({ name, seen }: { name: string; seen: string[][] }) {
  useEffect(() => {
    seen.push([name, ...screen.queryAllByTestId('drawn').map((el) => el.textContent ?? '')]);
  }, [name, seen]);
  return <p data-testid="drawn">{name}</p>;
}

const parts = (names: readonly string[], seen: string[][]) =>
  names.map((name) => (
    <InTurn key={name} placeholder={<p>waiting {name}</p>}>
      <Part name={name} seen={seen} />
    </InTurn>
  ));

describe('parts drawn in turn', () => {
  it('draws every part at once unless the page asks for turns', () => {
    const seen: string[][] = [];
    render(<>{parts(['a', 'b'], seen)}</>);
    expect(screen.getAllByTestId('drawn').map((el) => el.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByText(/waiting/)).toBeNull();
  });

  it('shows the placeholders first, then draws the parts one at a time in page order', async () => {
    const seen: string[][] = [];
    render(<DrawInTurn value={true}>{parts(['a', 'b', 'c'], seen)}</DrawInTurn>);
    expect(screen.getByText('waiting a')).toBeInTheDocument();
    expect(screen.getByText('waiting c')).toBeInTheDocument();
    expect(screen.queryAllByTestId('drawn')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText(/waiting/)).toBeNull());
    // each part appeared alone, after the ones above it
    expect(seen).toEqual([
      ['a', 'a'],
      ['b', 'a', 'b'],
      ['c', 'a', 'b', 'c'],
    ]);
  });

  it('gives a part that leaves before its turn no turn, and the next part still gets one', async () => {
    const seen: string[][] = [];
    const view = render(<DrawInTurn value={true}>{parts(['a', 'b', 'c'], seen)}</DrawInTurn>);
    view.rerender(<DrawInTurn value={true}>{parts(['a', 'c'], seen)}</DrawInTurn>);
    await waitFor(() => expect(screen.queryByText(/waiting/)).toBeNull());
    expect(seen.map(([name]) => name)).toEqual(['a', 'c']);
  });
});
