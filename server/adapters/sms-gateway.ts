/**
 * How sign-in codes and temporary passwords reach a phone (DOMAIN.md "One-time codes"). Every driver
 * writes each message to sms_log with its secret masked: the phone gets the code, the log never
 * does. `log` (the default) "delivers" by printing the whole message on the server's output, which is
 * how codes are read in development; `http` posts it to a real provider. SMS_DRIVER chooses the
 * driver (./sms-gateway-choice.ts): this file is the interface the drivers implement, and imports none.
 */
export type SmsChannel = 'sms' | 'call';

/** What a message is for: each purpose has a budget of its own (sms-gateway-limited.ts). */
export type SmsPurpose = 'code' | 'recovery' | 'notice';

export interface OutgoingSms {
  /** What the phone receives. */
  text: string;
  /** Sign-in code, temporary password or notice; a message without one counts as a notice. */
  purpose?: SmsPurpose;
  /** The code or temporary password inside `text`, which no log may keep. */
  secret?: string;
}

export const SECRET_MASK = '******';

/** The message as sms_log and any other record keeps it. */
export function maskedText(message: OutgoingSms): string {
  return message.secret ? message.text.split(message.secret).join(SECRET_MASK) : message.text;
}

export interface SmsGateway {
  /** `phone` is E.164; `call` reads the message aloud instead of texting it. Rejects when it could not be sent. */
  send(phone: string, message: OutgoingSms, channel: SmsChannel): Promise<void>;
}
