/**
 * The request header the web client sends on every request. Requests a browser would send
 * cross-site without a preflight (GET, forms, multipart) must carry it, and no other site's page
 * can set it on them (Yoga's CSRF prevention); a visitor's GET that carries it is also what the
 * response cache may answer.
 */
export const CSRF_HEADER = 'x-graphql-csrf';
