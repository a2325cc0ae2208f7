/**
 * Where the photos the firm uploads are kept in the repository (content/images/) and their address
 * in content files (« /images/… »). Its own module, with no Node import: the editor's configuration
 * (cmsConfig.ts) runs in the browser, while photos.ts, which makes the files, runs only at build time.
 */
export const imagesFolder = 'images';
export const uploadPrefix = '/images/';
