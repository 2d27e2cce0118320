import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useAppDispatch, useAppSelector } from '@/store';
import {
  NOTIFICATION_TIMEOUT_MS,
  notificationDismissed,
  selectNotifications,
  type NotificationType,
} from '@/store/notifications';
import { useT } from './messages.gen';

const BG: Record<NotificationType, string> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

export function Notifications() {
  const t = useT();
  const notifications = useAppSelector(selectNotifications);
  const dispatch = useAppDispatch();
  return (
    <ToastContainer containerPosition="fixed" className="notifications p-3">
      {notifications.map(({ id, type, title, message }) => (
        <Toast
          key={id}
          bg={BG[type]}
          autohide
          delay={NOTIFICATION_TIMEOUT_MS}
          onClose={() => dispatch(notificationDismissed(id))}
          data-type={type}
        >
          <Toast.Header closeLabel={t('ui.dismiss')}>
            <strong className="me-auto">{title}</strong>
          </Toast.Header>
          {message && (
            <Toast.Body className={type === 'warning' || type === 'info' ? '' : 'text-white'}>
              {message}
            </Toast.Body>
          )}
        </Toast>
      ))}
    </ToastContainer>
  );
}
