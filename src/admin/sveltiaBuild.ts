/**
 * The two places where our build changes Sveltia CMS's npm code (@sveltia/cms, pinned in
 * package.json). Each stops the build if the code it expects is not there exactly once, so an
 * upgrade that changes it cannot slip through: check the new version, then update or drop the patch.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import frenchCompletion from './sveltiaFrenchCompletion.json' with { type: 'json' };
import frenchOverrides from './sveltiaFrenchOverrides.json' with { type: 'json' };

const sveltiaModule = /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js(\?.*)?$/;
const sveltiaFrench = /[\\/]@sveltia[\\/]cms[\\/]locales[\\/]fr\.json(\?.*)?$/;

function patch(name: string, change: (code: string, fail: (message: string) => never) => string, id = sveltiaModule): Plugin {
  return {
    name,
    enforce: 'pre',
    transform: {
      filter: { id },
      handler(code) {
        return { code: change(code, (message) => this.error(`${name}: ${message} (@sveltia/cms changed: check the new version)`)), map: null };
      },
    },
  };
}

/**
 * Its fonts ship with it and are registered from the bundle, but an injected stylesheet also
 * names them on cdn.jsdelivr.net, which browsers then request. Those three rules go.
 */
export const sveltiaSelfHostedFonts = () =>
  patch('sveltia-self-hosted-fonts', (code, fail) => {
    const found = (code.match(/cdn\.jsdelivr\.net\/fontsource/g) ?? []).length;
    const out = code.replace(/@font-face \{[^}]*https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^}]*\}/g, '');
    if (found !== 3 || out.includes('cdn.jsdelivr.net')) fail(`expected 3 CDN @font-face rules, found ${found}`);
    return out;
  });

/**
 * A list of one sub-field (the services' four features) says « Vous devez sélectionner au moins
 * {$min} options » when too short: its message is formatted with the sub-field's settings. It
 * gets the list's own, and reads « Vous devez ajouter au moins 4 éléments. ».
 */
const listMessage = {
  from: '!(n in c[e])){let t=s[e][n];t&&(c[e][n]=a0({validity:t,fieldConfig:d}))}',
  to: '!(n in c[e])){let t=s[e][n];t&&(c[e][n]=a0({validity:t,fieldConfig:LL({...l,keyPath:n.replace(d0,``),valueMap:a.valueMap,componentName:o})??d}))}',
};
export const sveltiaListMessage = () =>
  patch('sveltia-list-message', (code, fail) => {
    if (code.split(listMessage.from).length !== 2) fail('the list message code was not found once');
    return code.replace(listMessage.from, listMessage.to);
  });

type Messages = { [key: string]: string | Messages };

/** `base` with every message of `extra` it lacks (nested groups merged). */
export function withMessages(base: Messages, extra: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? withMessages(current, value) : (current ?? value);
  }
  return merged;
}

/**
 * Its French translation lacks some messages (« Show Errors » among them), which it then shows in
 * English: ours (sveltiaFrenchCompletion.json) complete it. A test keeps it complete for the pinned version.
 * A few of its own messages say what staff would not understand: sveltiaFrenchOverrides.json replaces them
 * (the sign-in page's « sélectionnez le répertoire racine du dépôt »).
 */
export const sveltiaFrenchMessages = () =>
  patch('sveltia-french-messages', (code) => JSON.stringify(withMessages(frenchOverrides as Messages, withMessages(JSON.parse(code) as Messages, frenchCompletion as Messages))), sveltiaFrench);

/**
 * Words it cannot be configured to say (editorHooks.ts): a list's count (« 3 missions », not
 * « 3 Missions » nor « 1 une mission »), a character counter (« 0 / 500 (minimum 50) », not
 * « 50 / 0 / 500 »), and the tags an entry's summary may use beyond its own (an offer's or an
 * article's status today). And an order it cannot be configured to keep: a list sorted by a date
 * the site writes « 20/11/2026 » (a text field: no date picker) goes by the day, not by the text.
 * And a payroll parameter's new version, a copy of the last one, and its collapsed summary, its
 * numbers written the French way (« depuis le 01/12/2026 : 9 % / 6 % »).
 */
const hooks = fileURLToPath(new URL('./editorHooks.ts', import.meta.url));
const editorWords = [
  {
    what: 'the list count',
    from: 'U(ze,`${R(he).length??``}\n      ${((R(he).length===1?R(y):void 0)||R(l)||R(c))??``}`)',
    to: 'U(ze,__editorHooks.listCount(R(he).length,t.fieldConfig))',
  },
  { what: 'the counter’s minimum', from: 'W(i,e=>{R(o)&&e(l)});var u=F(i,2);let d;', to: 'W(i,e=>{!1&&e(l)});var u=F(i,2);let d;' },
  { what: 'the counter’s maximum', from: 'L(()=>U(t,` / \n      ${R(r)??``}`))', to: 'L(()=>U(t,__editorHooks.counterEnd(R(n),R(a),R(r))))' },
  { what: 'the summary tags', from: 'd=fhe(s,i),f=ZF(c,e=>JL(e,t));', to: 'd=fhe(s,i)??__editorHooks.summaryTag(e,n),f=ZF(c,e=>JL(e,t));' },
  {
    what: 'an optional group’s switch',
    from: 'Y(`add_x`,{values:{name:t.fieldLabel||R(u)}})',
    to: '__editorHooks.addOptional(t.fieldLabel||R(u))',
  },
  {
    what: 'a relation’s new entry button',
    from: 'Y(`add_x`,{values:{name:R(h)}})',
    to: '__editorHooks.addOptional(R(h))',
  },
  {
    what: 'a new list item',
    from: 'return R(te)&&R(S)?e[R(S).name]:e})();',
    to: 'return __editorHooks.newListItem(t.fieldConfig,i,R(te)&&R(S)?e[R(S).name]:e)})();',
  },
  {
    what: 'a list item’s summary',
    from: 'return hR(o,(e,t)=>{let{value:r,transformations:i}=aI(t),o=r.replace(/^fields\\./,``)',
    to: 'let __values=r;return hR(o,(e,t)=>{let __ours=__editorHooks.listSummaryTag(t,__values,u);if(__ours!==void 0)return __ours;let{value:r,transformations:i}=aI(t),o=r.replace(/^fields\\./,``)',
  },
  {
    what: 'the sort by a text field',
    from: 'let n=UL({entry:t,locale:r,collectionName:i,key:e}),a=n?String(n):``;return o?GRe(a):a}',
    to: 'let n=UL({entry:t,locale:r,collectionName:i,key:e}),a=n?__editorHooks.sortText(n):``;return o?GRe(a):a}',
  },
];
export const sveltiaEditorWords = () =>
  patch('sveltia-editor-words', (code, fail) => {
    let out = code;
    for (const { what, from, to } of editorWords) {
      if (out.split(from).length !== 2) fail(`the code of ${what} was not found once`);
      out = out.replace(from, () => to);
    }
    return `import * as __editorHooks from ${JSON.stringify(hooks)};\n${out}`;
  });
