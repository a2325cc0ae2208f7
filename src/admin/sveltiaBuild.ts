/**
 * The two places where our build changes Sveltia CMS's npm code (@sveltia/cms, pinned in
 * package.json). Each stops the build if the code it expects is not there exactly once, so an
 * upgrade that changes it cannot slip through: check the new version, then update or drop the patch.
 */
import type { Plugin } from 'vite';
import frenchMessages from './frenchMessages.json';
import frenchOverrides from './frenchOverrides.json';

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
 * English: ours (frenchMessages.json) complete it. A test keeps it complete for the pinned version.
 * A few of its messages are replaced (frenchOverrides.json): where its words would mislead staff,
 * such as « Veuillez réessayer plus tard » when the editor refuses what the build would refuse.
 */
export const sveltiaFrenchMessages = () =>
  patch('sveltia-french-messages', (code) => JSON.stringify(withMessages(withMessages(frenchOverrides as Messages, JSON.parse(code) as Messages), frenchMessages as Messages)), sveltiaFrench);
