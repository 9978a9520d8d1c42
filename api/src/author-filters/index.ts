export { authorFilterRoutes } from './routes.ts';
export { mutedByCondition } from './muted.ts';
