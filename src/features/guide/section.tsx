import type { ReactNode } from 'react';
import { useT } from '../../state/use-lang';

/** One calculator or the fact check: a titled region with an anchor. */
export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-8 scroll-mt-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{lead}</p>
      {children}
    </section>
  );
}

/** A group of inputs with a legend. */
export function Inputs({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mt-4 min-w-0 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/** The calculator's answer in sentences, under a "Result" heading, announced as it changes. */
export function Outcome({ sentences }: { sentences: readonly string[] }) {
  const t = useT();
  return (
    <>
      <h3 className="mt-6 font-semibold text-slate-900">{t('guide.result')}</h3>
      <div role="status" className="mt-2 rounded bg-teal-50 p-3 text-slate-900">
        {sentences.map((s) => (
          <p key={s}>{s}</p>
        ))}
      </div>
    </>
  );
}

/** A closing remark under the figures: what the sums leave out. */
export function Note({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-sm text-slate-700">{children}</p>;
}

/** Key figures as a description list. */
export function Figures({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((it) => (
        <div key={it.label} className="flex flex-col">
          <dt className="text-sm text-slate-600">{it.label}</dt>
          <dd className="text-lg font-semibold tabular-nums text-slate-900">{it.value}</dd>
        </div>
      ))}
    </dl>
  );
}
