/** The bff's default page of followed users (the spec gives none). */
export const FOLLOWING_PAGE_SIZE = 24;
