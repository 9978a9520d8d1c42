/** Liked jots come 99 a page. */
export const LIKED_JOTS_PAGE_SIZE = 99;
