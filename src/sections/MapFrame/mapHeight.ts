/** The map's height in px (the specification's 400 px), for MapFrame.css.ts. */
export const mapHeight = 400;
