// Message keys are checked by the compiler against the English catalogs (the reference language).
import type common from './locales/en/common.json';
import type editor from './locales/en/editor.json';
import type guestbook from './locales/en/guestbook.json';
import type operator from './locales/en/operator.json';
import type phone from './locales/en/phone.json';
import type results from './locales/en/results.json';
import type screen from './locales/en/screen.json';
import type server from './locales/en/server.json';
import type translate from './locales/en/translate.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      editor: typeof editor;
      guestbook: typeof guestbook;
      operator: typeof operator;
      phone: typeof phone;
      results: typeof results;
      screen: typeof screen;
      server: typeof server;
      translate: typeof translate;
    };
  }
}
