/**
 * Business constants from the specification's table (§9), in one place.
 * Machines read their named delays from here; components read the rest.
 */
export const timing = {
  /** Full-screen loader on first load. */
  loaderDuration: 1000,
  /** Simulated send of the contact form. */
  sendDuration: 1500,
  /** Success panel shown before the form comes back, cleared. */
  successReset: 3000,
  /** Toast auto-dismiss. */
  toastDuration: 5000,
  /**
   * A real endpoint that has not answered by then: the form says the send is slow and goes on
   * waiting (a CV over 3G takes longer; giving up would make her send it twice, issue 55).
   */
  sendTimeout: 15000,
  /** A send still unanswered after this is given up (the same key retries it: stored once). */
  sendGiveUp: 180000,
} as const;

/** The header turns « scrolled » once the page is scrolled more than this (px). */
export const headerScrollThreshold = 10;

