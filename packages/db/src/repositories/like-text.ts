/** A text to find anywhere in a column with ILIKE: `%` and `_` typed by staff are letters. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
