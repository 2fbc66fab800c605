import { useId, useState } from 'react';
import { shareUrl } from '../../domain/share/share-url';
import { writeClipboard } from '../../lib/clipboard';
import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';

/**
 * Copies the canonical link of what is on screen and says so. When the browser refuses, the link
 * is shown in a field to copy by hand.
 */
export function CopyLinkButton({ className = '' }: { className?: string }) {
  const t = useT();
  const id = useId();
  const link = useLinkStore((s) => s.link);
  const url = shareUrl(link, window.location);
  const [outcome, setOutcome] = useState<{ url: string; ok: boolean } | null>(null);
  const current = outcome?.url === url ? outcome : null;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <Button
        variant="secondary"
        onClick={async () => setOutcome({ url, ok: await writeClipboard(url) })}
      >
        {t('share.copy')}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {current ? t(current.ok ? 'share.copied' : 'share.copyFailed') : ''}
      </p>
      {current && !current.ok ? (
        <>
          <label htmlFor={id} className="sr-only">
            {t('share.linkLabel')}
          </label>
          <input
            id={id}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded border border-slate-400 px-2 py-1 text-sm"
          />
        </>
      ) : null}
    </div>
  );
}
