/** Breakpoints (px) and media queries, shared by styles and the menu's viewport watcher. */
export const breakpoints = { tablet: 640, desktop: 1024 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  /** Below the desktop breakpoint, where the header's links fold into the menu. */
  mobile: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
