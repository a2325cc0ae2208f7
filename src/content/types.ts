/**
 * The content's types as the app's code reads them, with no zod: a photo, a service's id, a page's
 * path. The app imports these, never the schemas (registry.ts infers the rest for the modules'
 * declarations).
 */
export type { SitePhoto, StockImage, UploadedImage } from '../lib/stockImage';
export type { ServiceId } from '../domain/services';
export type { PagePath } from './pagePaths';
