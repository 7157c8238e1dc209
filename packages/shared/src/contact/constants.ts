/** The contact form's limits (zod-free: the /contact-us page checks them without the zod runtime). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_WEBSITE_MAX = 200;
/** A person takes longer than this between the form appearing and sending it; a script does not. */
export const CONTACT_MIN_FILL_MS = 3_000;
/** A form token older than this is refused: open the page again. */
export const CONTACT_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
