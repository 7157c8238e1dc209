/** A column's width: about 280 px, so a phone shows one column and the start of the next (the row scrolls). */
export const COLUMN_WIDTH = { xs: 272, sm: 288 } as const;
