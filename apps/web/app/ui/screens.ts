/**
 * A phone's screen: narrower than the layout's wide breakpoint (812 px, spec 000 §2; the CSS's
 * `min-width: 812px` rules). For scripts that decide by screen, as the stylesheets do.
 */
export const PHONE_SCREEN = 'not all and (min-width: 812px)';
