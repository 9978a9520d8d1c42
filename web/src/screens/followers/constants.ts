/** Followers a page: as many cards as /following shows. */
export const FOLLOWERS_PAGE_SIZE = 24;
