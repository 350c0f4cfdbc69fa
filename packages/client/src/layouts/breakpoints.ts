import { PHONE_MAX_WIDTH, TABLET_MIN_WIDTH, WIDE_NAV_MIN_WIDTH } from '@/constants';

/*
 * Media queries for the behaviour that needs JavaScript; the CSS modules use the same numbers
 * (CSS cannot read these constants, so each media query there names the constant it mirrors).
 */
export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;
/** Up to this width the side navigation is a drawer. */
export const DRAWER_QUERY = `(max-width: ${TABLET_MIN_WIDTH}px)`;
export const WIDE_NAV_QUERY = `(min-width: ${WIDE_NAV_MIN_WIDTH}px)`;
