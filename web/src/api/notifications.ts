import type { MessageResponse, Notification } from '@serendip/protocol';
import { api } from './http';

/** The query key of the signed-in user's notifications (the bell's list). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The signed-in user's notifications, newest first. */
export function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return api.get('/api/notifications', { signal });
}

export function markNotificationRead(notificationId: string): Promise<MessageResponse> {
  return api.put('/api/notifications/:id/read', { params: { id: notificationId } });
}

export function markAllNotificationsRead(): Promise<MessageResponse> {
  return api.put('/api/notifications/read');
}
