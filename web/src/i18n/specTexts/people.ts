/** Texts of the notification bell and friends lists that the specification fixes word for word. */
export default {
  'people:notifications.heading': 'Notifications',
  'people:notifications.markAllRead': 'Mark all as read',
  'people:notifications.empty': 'No new notifications',
  'people:friendsList.none': 'You have no friends yet. Search for some!',
  'people:friendsList.noneOnline': 'No friends online.',
  'people:presence.online': 'Online',
  'people:presence.offline': 'Offline',
};
