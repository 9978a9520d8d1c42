// Notifications: written in the transaction of the event they tell of, read by their recipient.
export { notifyAchievements, notifyFollow, notifyLike, notifyNewJot, withdrawFollow, withdrawLike } from './events.ts';
export { registerNotifiedUsersHeader } from './recipients.ts';
export { notificationRoutes } from './routes.ts';
