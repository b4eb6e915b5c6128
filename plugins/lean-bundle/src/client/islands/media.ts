/** Where the theme shows its desktop sidebar and table of contents (its breakpoint is 996 px). */
export const DESKTOP_MEDIA = '(min-width: 997px)';
