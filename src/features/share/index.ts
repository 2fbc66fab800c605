export { CopyLinkButton } from './copy-link-button';
export { NoticeList, noticeLine, noticeReason, reasonMessage } from './notices';
export { shareUrl } from './share-url';
