/** Registers every feature's messages in both languages; imported by the CLI and the tests. */
import { registerMessages } from './index';
import { FEATURE_MESSAGES } from './sets';

registerMessages(...FEATURE_MESSAGES);

export const allMessagesLoaded = true;
