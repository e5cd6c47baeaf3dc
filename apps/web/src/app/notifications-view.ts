// The part of Mantine's notifications that draws them, loaded on first use by deferred-notifications.
import '@mantine/notifications/styles.layer.css';
import './full-styles';

export { Notifications } from '@mantine/notifications';
