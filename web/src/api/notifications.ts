import type { MessageResponse, Notification } from '@serendip/protocol';
import { api } from './http';

/** The signed-in user's notifications, newest first. */
export function fetchNotifications(): Promise<Notification[]> {
  return api.get('/api/notifications');
}

export function markNotificationRead(notificationId: string): Promise<MessageResponse> {
  return api.put('/api/notifications/:id/read', { params: { id: notificationId } });
}

export function markAllNotificationsRead(): Promise<MessageResponse> {
  return api.put('/api/notifications/read');
}
