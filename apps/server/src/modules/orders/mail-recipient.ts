/**
 * Where an order's e-mails go: the customer account's verified address, in the language of its profile. The e-mail
 * typed in the order form is contact data for the pharmacy, never a destination: anyone could type someone else's
 * address there and have order updates (health data) sent to it. A counter order has no account, so no e-mail; the
 * pharmacy has the patient's phone. Read with the order's other parties (parties.ts).
 */
export interface MailRecipient {
  email: string;
  language: string;
}
