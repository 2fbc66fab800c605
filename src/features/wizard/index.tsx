import { useT } from '../../state/use-lang';

export default function WizardView() {
  const t = useT();
  return (
    <section>
      <h1 className="text-2xl font-semibold">{t('shell.view.wizard')}</h1>
      <p className="mt-2 text-slate-700">{t('shell.placeholder')}</p>
    </section>
  );
}
