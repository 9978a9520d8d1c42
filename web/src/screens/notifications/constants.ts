/** The bff's page of notifications (/notifications scrolls on by as many). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
