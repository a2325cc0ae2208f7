/**
 * React 19 has `useSyncExternalStore` built in. @xstate/react and TanStack's store still import
 * the backwards-compatible shim; vite.config.ts points them here and at the package's
 * non-shim `with-selector`, so the fallback implementation is not shipped to visitors.
 */
export { useSyncExternalStore } from 'react';
