/*
 * COPY-LINK SPOT: the share feature (`src/features/share/`) provides `CopyLinkButton`.
 * Until it is available this renders nothing; then render `<CopyLinkButton />` here.
 */
export function ShareSlot() {
  return null;
}
