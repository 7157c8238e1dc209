import { paths } from '../../../config/paths';
import type { SocialProvider } from '../../../api/auth';

/** The one message the popup's done page posts to its opener (same origin only). */
export const SOCIAL_MESSAGE_TYPE = 'pharmalink:social-sign-in';

export interface SocialMessage {
  type: typeof SOCIAL_MESSAGE_TYPE;
  /** better-auth's `?error=` code (`account_not_linked`, `access_denied`, …) or null on success. */
  error: string | null;
}

export type SocialOutcome =
  | { status: 'success' }
  | { status: 'error'; error: string }
  /** Closed by the person before the provider answered. */
  | { status: 'cancelled' }
  /** The browser refused to open the window. */
  | { status: 'blocked' };

export function isSocialMessage(data: unknown): data is SocialMessage {
  return Boolean(data) && typeof data === 'object' && (data as SocialMessage).type === SOCIAL_MESSAGE_TYPE;
}

export interface OpenSocialPopupOptions {
  provider: SocialProvider;
  intent: 'sign-in' | 'link';
  role?: string;
  /** How often to check whether the window was closed (ms). */
  pollMs?: number;
}

const FEATURES = 'popup=yes,width=520,height=680';

/**
 * Opens the same-origin popup page that runs the provider's sign-in, and settles when it reports back (a message
 * from our own origin and from that window only) or is closed without a word.
 */
export function openSocialPopup({
  provider,
  intent,
  role,
  pollMs = 400,
}: OpenSocialPopupOptions): Promise<SocialOutcome> {
  const popup = window.open(paths.auth.socialPopup({ provider, intent, role }), `social-${provider}`, FEATURES);
  if (!popup) return Promise.resolve({ status: 'blocked' });
  popup.focus();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SocialOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      resolve(outcome);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== popup || !isSocialMessage(event.data)) return;
      finish(event.data.error ? { status: 'error', error: event.data.error } : { status: 'success' });
    }
    window.addEventListener('message', onMessage);
    const timer = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer);
      // The done page posts, then closes: give a message already on its way the time to arrive.
      setTimeout(() => finish({ status: 'cancelled' }), pollMs);
    }, pollMs);
  });
}

/** The translation key for an outcome that is not a success. */
export function socialErrorKey(outcome: Exclude<SocialOutcome, { status: 'success' }>): string {
  if (outcome.status !== 'error') return `auth.social.errors.${outcome.status}`;
  // The server's own refusals (auth/account-status.ts) have the same text as on the password form.
  if (outcome.error === 'ACCOUNT_SUSPENDED') return 'auth.errors.ACCOUNT_SUSPENDED';
  const known = [
    'account_not_linked',
    'email_not_verified',
    'email_does_not_match',
    'access_denied',
    'account_already_linked_to_different_user',
    'signup_disabled',
  ];
  return `auth.social.errors.${known.includes(outcome.error) ? outcome.error : 'generic'}`;
}
