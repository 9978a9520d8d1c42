/**
 * Collections: a reader's named lists of jots, the default "Saved" one among them (migration
 * 0019). queries.ts reads, present.ts answers JSON, rules.ts reads bodies and holds the messages,
 * writes.ts changes them in transactions, rank.ts keeps the manual order, routes.ts is the HTTP.
 */
export { collectionRoutes } from './routes.ts';
