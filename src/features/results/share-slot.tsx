/*
 * COPY-LINK SPOT: the share feature (`src/features/share/`) provides `CopyLinkButton`.
 * Until it exists this renders nothing; then replace the body with `<CopyLinkButton />`.
 */
export function ShareSlot() {
  return null;
}
