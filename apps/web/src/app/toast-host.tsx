import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toast container, loaded with the first toast (see shared/ui/toast.ts). */
export function ToastHost() {
  return <Notifications position="top-right" limit={3} zIndex={1000} />;
}
