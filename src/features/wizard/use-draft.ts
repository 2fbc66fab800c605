import { useEffect } from 'react';
import { useLinkStore } from '../../state/link-store';
import { useWizardStore } from '../../state/wizard-store';

/** Reads the stored draft once, then writes it whenever the answers, step or typed text change. */
export function useDraft() {
  useEffect(() => {
    const wizard = useWizardStore.getState();
    wizard.restore();
    wizard.save();
    const offLink = useLinkStore.subscribe((s, prev) => {
      if (s.link !== prev.link) useWizardStore.getState().save();
    });
    const offWizard = useWizardStore.subscribe((s, prev) => {
      if (s.step !== prev.step || s.raw !== prev.raw) s.save();
    });
    return () => {
      offLink();
      offWizard();
    };
  }, []);
}
