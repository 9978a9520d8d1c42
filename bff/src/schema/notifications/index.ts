// Notifications: the viewer's list and unread count, marking them read, and the live stream.
import './notification.ts';
import './viewer-notifications.ts';
import './mark-read.ts';
import './stream.ts';
