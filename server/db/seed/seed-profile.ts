/** Demo notifications for the bell: a welcome for every demo account, a payment notice for the investor. */
import { userNotification } from '../../../schemas/user-notification.ts';
import type { Database } from '../client.ts';
import { NOTIFICATIONS } from './catalogues.ts';
import { insertFixed } from './insert-fixed.ts';

const [WELCOME, PAYMENT] = NOTIFICATIONS;
const DEMO_USER_IDS = [1, 2, 3, 4, 5, 6, 7];
const INVESTOR_ID = 4;

export async function seedProfile(database: Database): Promise<void> {
  const welcome = DEMO_USER_IDS.map((userId) => ({ id: userId, user_id: userId, notification_id: WELCOME.id, title: WELCOME.name, message: WELCOME.message }));
  const payment = { id: 100, user_id: INVESTOR_ID, notification_id: PAYMENT.id, title: PAYMENT.name, message: PAYMENT.message };
  await insertFixed(database, userNotification, [...welcome, payment]);
}
