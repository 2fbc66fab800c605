import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'wizard.title': 'wizard',
  },
  zh: {
    'wizard.title': 'wizard',
  },
});
