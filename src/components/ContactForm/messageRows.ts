/** The message field's height in text rows (the specification's 5). */
export const messageRows = 5;
