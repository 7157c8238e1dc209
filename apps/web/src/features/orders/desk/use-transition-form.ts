import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { orderTransitionSchema, type OrderDetail, type OrderTransition } from '@pharmacy/shared/schemas/order';
import { ApiRequestError } from '../../../lib/api-client';
import { useTransitionOrder } from '../../../api/orders';

/** What a dialog's values become: the body to send, or the messages (i18n keys) of the fields that are wrong. */
export type Built<V extends FieldValues> = { body: OrderTransition } | { errors: Partial<Record<Path<V>, string>> };

export interface TransitionFormOptions<V extends FieldValues> {
  orderId: string;
  defaultValues: DefaultValues<V>;
  build: (values: V) => Built<V>;
  /** The dialog field that shows a message for a body path (`reason`, `prices.0.unitPriceCents`); none → the alert. */
  fieldFor: (path: string) => Path<V> | undefined;
  onDone: (order: OrderDetail) => void;
}

/**
 * One lifecycle action as a form: the body is checked by the same shared schema the server uses, then sent; a 400's
 * field messages land next to their fields, anything else (409 with its reason, network) in the dialog's alert.
 */
export function useTransitionForm<V extends FieldValues>({ orderId, defaultValues, build, fieldFor, onDone }: TransitionFormOptions<V>) {
  const form = useForm<V>({ defaultValues });
  const mutation = useTransitionOrder(orderId);
  const [formError, setFormError] = useState<unknown>(null);

  /** Puts each message on its field; returns those that have no field. */
  const place = (messages: Record<string, string>): Record<string, string> => {
    const rest: Record<string, string> = {};
    let first = true;
    for (const [path, message] of Object.entries(messages)) {
      const field = fieldFor(path);
      if (!field) {
        rest[path] = message;
        continue;
      }
      form.setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    return rest;
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const built = build(values);
    if ('errors' in built) {
      place(built.errors as Record<string, string>);
      return;
    }
    const parsed = orderTransitionSchema.safeParse(built.body);
    if (!parsed.success) {
      const messages = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
      if (Object.keys(place(messages)).length > 0) setFormError(new Error(parsed.error.issues[0]?.message));
      return;
    }
    try {
      onDone(await mutation.mutateAsync(parsed.data));
    } catch (error) {
      if (error instanceof ApiRequestError && error.data.fields) {
        const rest = place(error.data.fields);
        if (Object.keys(rest).length === 0) return;
      }
      setFormError(error);
    }
  });

  return { form, submit, formError, pending: form.formState.isSubmitting };
}
