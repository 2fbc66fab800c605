export { CopyLinkButton } from './copy-link-button';
export { shareUrl } from './share-url';
