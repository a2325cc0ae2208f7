/// <reference types="vite/client" />

/** The year the site was built (vite `define`): what prerendered pages show until hydrated. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** When set at build time, the contact form POSTs JSON there instead of simulating the send. */
  readonly VITE_CONTACT_ENDPOINT?: string;
}
