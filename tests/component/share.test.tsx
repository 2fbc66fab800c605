import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decode } from '../../src/domain/share/codec';
import { CopyLinkButton } from '../../src/features/results/copy-link-button';
import { NoticeList, noticeLine } from '../../src/ui/notice-list';
import { useLinkStore } from '../../src/state/link-store';

function openAt(search: string) {
  window.history.replaceState(null, '', `/app/${search}`);
  useLinkStore.getState().syncFromLocation();
}

describe('copy link', () => {
  beforeEach(() => openAt('?lang=en&view=results&cur=CNY&spot=1&model=7&team=startup&budget=500'));

  it('copies the canonical link and confirms', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CopyLinkButton />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(
      'http://localhost:3000/app/?v=1&view=results&lang=en&cur=CNY&model=7&budget=500&spot=1',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
  });

  it('says that a link without a language opens in the receiver’s', async () => {
    openAt('?view=results&cur=CNY&model=7');
    const user = userEvent.setup({ delay: null });
    render(<CopyLinkButton />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).not.toContain('lang=');
    expect(screen.getByRole('status')).toHaveTextContent('in their browser’s language');
  });

  it('the confirmation goes when the link changes', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CopyLinkButton />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied.'));
    useLinkStore.getState().patchProfile({ model: 13 });
    expect(await screen.findByRole('status')).toHaveTextContent('');
  });

  it('shows the link to copy by hand when the browser refuses', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CopyLinkButton />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // the refusal arrives as the browser's promise is rejected, after the click has returned
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('did not allow copying'),
    );
    expect(screen.getByLabelText('Link to this result')).toHaveValue(
      'http://localhost:3000/app/?v=1&view=results&lang=en&cur=CNY&model=7&budget=500&spot=1',
    );
  });
});

describe('link notices', () => {
  it('list what was ignored, in the page language, markup shown as text', () => {
    openAt('?lang=zh');
    const { notices } = decode('?model=-7&x=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&seq=1.5');
    const { container } = render(<NoticeList notices={notices} title="标题" lang="zh" />);
    expect(screen.getByText('标题')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'model = “-7”：不能为负数',
      'x = “<img src=x onerror=alert(1)>”：不是已知参数',
      'seq = “1.5”：必须是整数',
    ]);
    expect(container.querySelector('img')).toBeNull();
  });

  it('fill in the values their reasons need, in English too', () => {
    const [n] = decode('?model=20000').notices;
    expect(noticeLine('en', n!)).toBe('model = “20000”: must be at most 10000');
    expect(noticeLine('zh', n!)).toBe('model = “20000”：不能大于 10000');
  });

  it('render nothing when there are none', () => {
    const { container } = render(<NoticeList notices={[]} title="Title" lang="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});
