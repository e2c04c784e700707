/** The bell's request (src/layout/NotificationBell.tsx), named once: the entry also sends it early (src/landing-code.ts). */
export const NOTIFICATIONS_PATH = 'notifies';
