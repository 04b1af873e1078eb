export { getUnreadCount, refreshUnread, subscribeUnread, useUnreadMessages } from './unread';
