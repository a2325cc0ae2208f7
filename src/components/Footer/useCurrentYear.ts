import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The current year. Prerendered HTML carries the build year; on the client React takes the
 * server value while hydrating, then re-renders with the visitor's year if it differs.
 * No hydration mismatch even when the page was built last December.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => __BUILD_YEAR__);
}
