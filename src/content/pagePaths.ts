/**
 * The site's pages, as content may link to them (navigation, buttons, links in prose). A test
 * keeps this list equal to the router's routes, so a link to a page that does not exist is
 * refused by the build. (Each job offer's page, /offres/…, comes and goes with its offer; so does each article's.)
 */
export const pagePaths = ['/', '/a-propos', '/services', '/offres', '/actualites', '/contact', '/mentions-legales', '/confidentialite', '/simulateur-salaire'] as const;

export type PagePath = (typeof pagePaths)[number];
