export { UNREAD_KEY, getUnreadCount, refreshUnread, useUnreadMessages } from './unread';
