/**
 * The site's pages, as content may link to them (navigation, buttons, links in prose). A test
 * keeps this list equal to the router's routes, so a link to a page that does not exist is
 * refused by the build.
 */
export const pagePaths = ['/', '/a-propos', '/services', '/contact'] as const;

export type PagePath = (typeof pagePaths)[number];
