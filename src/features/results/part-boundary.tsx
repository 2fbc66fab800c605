import { Suspense, type ReactNode } from 'react';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { ErrorBoundary } from '../../ui/error-boundary';

/**
 * Where a part of the ranking fetched on request (more entries, a group of ruled-out offers) is
 * drawn: "loading" until it is here, and a way to ask again should it fail. `Tag`: the element
 * around that text (`li` inside a list).
 */
export function PartBoundary({
  tag: Tag = 'p',
  children,
}: {
  tag?: 'p' | 'li';
  children: ReactNode;
}) {
  const t = useT();
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <Tag role="alert" className="mt-2 text-sm text-slate-700">
          {t('results.part.failed')}{' '}
          <Button variant="ghost" onClick={retry}>
            {t('results.part.retry')}
          </Button>
        </Tag>
      )}
    >
      <Suspense
        fallback={
          <Tag aria-busy="true" className="mt-2 text-sm text-slate-700">
            {t('results.part.loading')}
          </Tag>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
