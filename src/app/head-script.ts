/**
 * The page head's small script (written by the build, `vite.config.ts`): it starts the linked
 * view's code and the messages of the page's language downloading while the page's own script is
 * still arriving, instead of after it has run. The language is decided as the app decides it (the
 * link's `lang`, else the choice kept from an earlier visit, else the browser's languages): the
 * script carries the source of the app's own functions for it. A wrong guess costs a download,
 * never the page: the app loads what it needs itself and takes these starts when they match.
 */
import { detectLang, isTraditionalChinese } from '../i18n/detect';
import { CHOICE_KEY, choiceFrom } from '../state/visitor-prefs';

export interface HeadFiles {
  /** Each view's files, by the link's `view`. */
  views: Record<string, readonly string[]>;
  /** Each language's message files. */
  messages: Record<'en' | 'zh', readonly string[]>;
}

/** The script's source: an expression statement, run as soon as it arrives. */
export function headScript({ views, messages }: HeadFiles): string {
  return [
    '(function(){',
    isTraditionalChinese.toString(),
    detectLang.toString(),
    `var choiceFrom=${choiceFrom.toString()};`,
    // only the lists' own keys: `?view=constructor` or `?lang=toString` finds nothing
    'var own=function(o,k){return k!==null&&Object.prototype.hasOwnProperty.call(o,k)?o[k]:null};',
    'var q=new URLSearchParams(location.search);',
    `var files=own(${JSON.stringify(views)},q.get('view'));`,
    'if(!files)return;',
    `var messages=${JSON.stringify(messages)};`,
    // read even when the link names its language: a page's first read of the browser's storage
    // is slow (the app reads the visitor's currency there next), and the page is idle here,
    // waiting for its own script
    `var kept=null;try{kept=choiceFrom(localStorage.getItem(${JSON.stringify(CHOICE_KEY)})).lang}catch(e){}`,
    "var lang=own(messages,q.get('lang'))?q.get('lang'):kept;",
    'files=files.concat(messages[detectLang(lang,navigator.languages||[])]);',
    "for(var i=0;i<files.length;i++){var e=document.createElement('link');",
    "e.rel='modulepreload';e.crossOrigin='';e.href=files[i];document.head.appendChild(e)}",
    '})();',
    '',
  ].join('\n');
}
