import type { ReactNode } from 'react';
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';

/** Spec §9 toast durations in ms (`false`: stays until dismissed). */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: false,
  custom: 4000,
} as const;
/** Error toasts raised by the app shell itself stay longer. */
export const APP_ERROR_TOAST_DURATION = 10000;
export const TOAST_LIMIT = 20;
export const TOAST_GUTTER = 8;
export const TOAST_MAX_WIDTH = 350;
export const TOAST_POSITION = 'top-center' as const;
/** A dismissed toast leaves the page this many ms later (its exit animation is shorter: it waits hidden). */
export const TOAST_REMOVE_DELAY = 1000;
/** Notifications close after this many ms unless told otherwise (0 means never). */
export const NOTIFICATION_DEFAULT_DURATION = 5000;
/** Notices (settings results, measurement activation errors) stay 10 s. */
export const NOTICE_DURATION = 10000;

export type ToastType = keyof typeof TOAST_DURATIONS;

export interface ToastOptions {
  /** Reuse an id to replace an earlier toast (e.g. loading → success). */
  id?: string;
  /** Bold line above the message. */
  title?: ReactNode;
  /** Overrides the type's duration in ms; `false` keeps it until dismissed. */
  duration?: number | false;
}

const colorOf: Record<ToastType, string | undefined> = {
  blank: undefined,
  error: 'red',
  success: 'teal',
  loading: undefined,
  custom: undefined,
};

/** Mantine's close button on a notice has no name of its own (WCAG 4.1.2). */
const CLOSE_BUTTON = { 'aria-label': 'Close notification' };

function showToast(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
  const data: NotificationData = {
    message,
    title: options.title,
    color: colorOf[type],
    loading: type === 'loading',
    autoClose: options.duration ?? TOAST_DURATIONS[type],
    closeButtonProps: CLOSE_BUTTON,
    'data-toast-type': type,
  };
  if (options.id) {
    data.id = options.id;
    const { notifications: shown, queue } = notificationsStore.getState();
    if ([...shown, ...queue].some((n) => n.id === options.id)) {
      notifications.update(data);
      return options.id;
    }
  }
  return notifications.show(data);
}

/**
 * Toast helpers with the spec §9 durations: `toast(msg)`, `toast.success`, `toast.error`,
 * `toast.loading`, `toast.custom`, `toast.dismiss(id)`.
 */
export const toast = Object.assign(
  (message: ReactNode, options?: ToastOptions) => showToast('blank', message, options),
  {
    success: (message: ReactNode, options?: ToastOptions) => showToast('success', message, options),
    error: (message: ReactNode, options?: ToastOptions) => showToast('error', message, options),
    loading: (message: ReactNode, options?: ToastOptions) => showToast('loading', message, options),
    custom: (message: ReactNode, options?: ToastOptions) => showToast('custom', message, options),
    dismiss: (id?: string) => {
      if (id) notifications.hide(id);
      else notifications.clean();
    },
  },
);

/** Notification types of spec §3. */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface NotifyInput {
  /** @default 'success' */
  type?: NotificationType;
  text: ReactNode;
  title?: ReactNode;
  /** Auto-dismiss delay in ms; 0 means never. @default 5000 */
  disappearAfter?: number;
  id?: string;
}

const notificationColor: Record<NotificationType, string> = {
  success: 'teal',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

/** Shows a notification (spec §3: id, type, text, disappearAfter). Returns its id. */
export function notify({
  type = 'success',
  text,
  title,
  disappearAfter = NOTIFICATION_DEFAULT_DURATION,
  id,
}: NotifyInput): string {
  return notifications.show({
    id,
    title,
    message: text,
    color: notificationColor[type],
    autoClose: disappearAfter === 0 ? false : disappearAfter,
    closeButtonProps: CLOSE_BUTTON,
    'data-notification-type': type,
  });
}

/** A notice: a notification that stays 10 s (spec §8/§9). */
export function notifyNotice(input: Omit<NotifyInput, 'disappearAfter'>): string {
  return notify({ ...input, disappearAfter: NOTICE_DURATION });
}
