import { CopyLinkButton } from '../share';

/** The share feature's "Copy link" button, beside the exports. */
export function ShareSlot() {
  return <CopyLinkButton />;
}
