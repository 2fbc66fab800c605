import { useState } from 'react';
import { shareUrl } from '../../domain/share/share-url';
import { writeClipboard } from '../../lib/clipboard';
import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';

/**
 * Copies the canonical link of what is on screen and says so (a link that names no language
 * opens in the receiver's). When the browser refuses, the link is shown in a field to copy by
 * hand.
 */
export function CopyLinkButton({ className = '' }: { className?: string }) {
  const t = useT();
  const link = useLinkStore((s) => s.link);
  const url = shareUrl(link, window.location);
  const [outcome, setOutcome] = useState<{ url: string; ok: boolean } | null>(null);
  const current = outcome?.url === url ? outcome : null;
  return (
    // The status shows under the button without moving the row or the list below it.
    <div className={`relative flex flex-col gap-1 ${className}`}>
      <Button
        variant="secondary"
        onClick={async () => setOutcome({ url, ok: await writeClipboard(url) })}
      >
        {t('share.copy')}
      </Button>
      <p
        role="status"
        className={
          current
            ? 'absolute top-full left-0 z-20 mt-1 w-64 rounded border border-slate-200 bg-white px-2 py-1 text-sm text-slate-700 shadow'
            : 'sr-only'
        }
      >
        {current
          ? t(
              !current.ok
                ? 'share.copyFailed'
                : link.lang === null
                  ? 'share.copiedAnyLang'
                  : 'share.copied',
            )
          : ''}
      </p>
      {current && !current.ok ? (
        <div className="absolute top-full left-0 z-20 mt-9 w-72 bg-white">
          <input
            aria-label={t('share.linkLabel')}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded border border-slate-400 px-2 py-1 text-sm"
          />
        </div>
      ) : null}
    </div>
  );
}
