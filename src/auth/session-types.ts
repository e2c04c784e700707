/**
 * The shapes of docs/decisions/006-sign-in-and-sessions.md, as the browser reads them. Only types:
 * the sign-in pages and the admin app both import this file.
 */

/** A module the role may read, with its flags; parents carry their children (in id order). */
export interface SidebarItem {
  id: number;
  route: string;
  frontName: string;
  icon: string;
  read: boolean;
  create: boolean;
  update: boolean;
  destroy: boolean;
  root: boolean;
  children: SidebarItem[];
}

export interface SessionUser {
  id: number;
  role_id: number;
  name: string;
  email: string;
  language: string;
  must_change_password: boolean;
}

/** What POST auth/verificate and GET auth/session answer in `data`. */
export interface Session {
  /** A non-secret handle (the session's public id): the cookie is what authorises. */
  token: string;
  expires_at: string;
  user: SessionUser;
  permissions: SidebarItem[];
}

/** What POST auth/login answers in `data`. */
export interface PendingLogin {
  /** Masked but for its last four digits, e.g. "********1234". */
  phone: string;
  /** Seconds before POST auth/resend is accepted. */
  resend_after: number;
}

export type CodeChannel = 'sms' | 'call';

/** A row of GET phone_code. */
export interface PhoneCode {
  id: number;
  iso: string;
  country: string;
  code: string;
}

/** Role ids of spec section 6. */
export const ROLE_IDS = { default: 1, root: 2, admin: 3, gestor: 4, investor: 5, client: 6 } as const;
