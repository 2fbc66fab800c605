import { useId, type ReactNode } from 'react';

/** How a section looks, by its place in the page: its box, its heading and its lead. */
const LOOKS = {
  hero: {
    box: 'mx-auto max-w-4xl py-10',
    h: 'h1',
    heading: 'text-3xl font-bold text-slate-900',
    lead: 'mt-3 text-lg text-slate-700',
  },
  page: { box: '', h: 'h1', heading: 'text-2xl font-semibold', lead: 'mt-2 text-slate-700' },
  section: {
    box: 'mt-8',
    h: 'h2',
    heading: 'text-xl font-semibold',
    lead: 'mt-1 text-sm text-slate-700',
  },
  panel: {
    box: 'mt-4 rounded-lg border border-slate-200 bg-white p-4',
    h: 'h2',
    heading: 'font-semibold',
    lead: 'text-sm text-slate-700',
  },
} as const;

/** A region of the page named by its heading, with the lead paragraph under the heading. */
export function TitledSection({
  look,
  title,
  lead,
  className,
  children,
}: {
  look: keyof typeof LOOKS;
  title: string;
  lead?: string;
  /** Classes added to the look's box. */
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const { box, h: Heading, heading, lead: leadClassName } = LOOKS[look];
  return (
    <section aria-labelledby={id} className={[box, className].filter(Boolean).join(' ')}>
      <Heading id={id} className={heading}>
        {title}
      </Heading>
      {lead ? <p className={leadClassName}>{lead}</p> : null}
      {children}
    </section>
  );
}
