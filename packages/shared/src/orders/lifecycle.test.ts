import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  decideTransition,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderActor,
  type OrderFacts,
  type OrderStatus,
} from './lifecycle';

const nobody: OrderActor = { isCustomer: false, isPharmacyStaff: false, isAssignedShipper: false, isAdmin: false };
const ACTORS = {
  customer: { ...nobody, isCustomer: true },
  pharmacy: { ...nobody, isPharmacyStaff: true },
  shipper: { ...nobody, isAssignedShipper: true },
  admin: { ...nobody, isAdmin: true },
  stranger: nobody,
} satisfies Record<string, OrderActor>;
type ActorName = keyof typeof ACTORS;

/**
 * Every legal move, written out by hand from docs/PRODUCT.md "Order lifecycle": [action, from, by, delivery, to].
 * Anything not listed must be refused. `assign_shipper` and the substitution actions keep the status.
 */
type Legal = [OrderAction, OrderStatus, ActorName, 'neighbour' | 'take_away' | 'any', OrderStatus];
const LEGAL: Legal[] = [];
const add = (action: OrderAction, from: OrderStatus[], by: ActorName[], delivery: Legal[3], to: OrderStatus | 'same') => {
  for (const f of from) for (const b of by) LEGAL.push([action, f, b, delivery, to === 'same' ? f : to]);
};
add('accept', ['submitted'], ['pharmacy', 'admin'], 'any', 'accepted');
add('reject', ['submitted'], ['pharmacy', 'admin'], 'any', 'rejected');
add('prepare', ['accepted'], ['pharmacy', 'admin'], 'any', 'preparing');
add('ready', ['preparing'], ['pharmacy', 'admin'], 'any', 'ready');
add('assign_shipper', ['accepted', 'preparing', 'ready'], ['pharmacy', 'admin'], 'neighbour', 'same');
add('pick_up', ['ready'], ['shipper'], 'neighbour', 'out_for_delivery');
add('deliver', ['out_for_delivery'], ['shipper'], 'neighbour', 'delivered');
add('fail_delivery', ['out_for_delivery'], ['shipper'], 'neighbour', 'delivery_failed');
add('return_to_ready', ['delivery_failed'], ['pharmacy', 'admin'], 'neighbour', 'ready');
add('collect', ['ready'], ['pharmacy', 'admin'], 'take_away', 'collected');
add('cancel', ['submitted', 'accepted'], ['customer'], 'any', 'cancelled');
add('cancel', ['submitted', 'accepted', 'preparing', 'ready', 'delivery_failed'], ['pharmacy', 'admin'], 'any', 'cancelled');
add('propose_substitution', ['submitted', 'accepted'], ['pharmacy', 'admin'], 'any', 'same');

const facts = (status: OrderStatus, deliveryType: OrderFacts['deliveryType']): OrderFacts => ({
  status,
  deliveryType,
  shipperId: 'shipper-1',
  substitutionPending: false,
});

describe('order lifecycle', () => {
  for (const deliveryType of ['neighbour', 'take_away'] as const) {
    for (const status of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        for (const actorName of Object.keys(ACTORS) as ActorName[]) {
          const legal = LEGAL.find(
            ([a, f, b, d]) => a === action && f === status && b === actorName && (d === 'any' || d === deliveryType),
          );
          if (action === 'answer_substitution') continue; // needs a pending substitution: tested below
          it(`${actorName} ${action} on ${deliveryType} ${status}: ${legal ? `→ ${legal[4]}` : 'refused'}`, () => {
            const decision = decideTransition(facts(status, deliveryType), action, ACTORS[actorName]);
            if (legal) expect(decision).toEqual({ ok: true, to: legal[4] });
            else {
              expect(decision.ok).toBe(false);
              if (!decision.ok) expect(decision.reason.length).toBeGreaterThan(10);
            }
          });
        }
      }
    }
  }

  it('refuses a pick-up with no shipper assigned', () => {
    const order = { ...facts('ready', 'neighbour'), shipperId: null };
    expect(decideTransition(order, 'pick_up', ACTORS.shipper)).toMatchObject({ ok: false, refusal: 'no_shipper' });
  });

  it('holds preparation until the customer answers a proposed substitution, which only the customer answers', () => {
    const order = { ...facts('accepted', 'take_away'), substitutionPending: true };
    expect(decideTransition(order, 'prepare', ACTORS.pharmacy)).toMatchObject({ ok: false, refusal: 'substitution_pending' });
    expect(decideTransition(order, 'answer_substitution', ACTORS.customer)).toEqual({ ok: true, to: 'accepted' });
    expect(decideTransition(order, 'answer_substitution', ACTORS.pharmacy)).toMatchObject({ ok: false, refusal: 'not_allowed_for_role' });
    expect(decideTransition({ ...order, substitutionPending: false }, 'answer_substitution', ACTORS.customer).ok).toBe(false);
    expect(decideTransition({ ...order, status: 'preparing' }, 'answer_substitution', ACTORS.customer).ok).toBe(false);
  });

  it('tells a customer why they can no longer cancel', () => {
    const decision = decideTransition(facts('preparing', 'take_away'), 'cancel', ACTORS.customer);
    expect(decision).toMatchObject({ ok: false, refusal: 'wrong_status' });
    if (!decision.ok) expect(decision.reason).toMatch(/ask the pharmacy/);
  });

  it('lists the buttons each actor may press', () => {
    expect(allowedActions(facts('submitted', 'neighbour'), ACTORS.pharmacy)).toEqual(['accept', 'reject', 'cancel', 'propose_substitution']);
    expect(allowedActions(facts('submitted', 'neighbour'), ACTORS.customer)).toEqual(['cancel']);
    expect(allowedActions(facts('ready', 'neighbour'), ACTORS.shipper)).toEqual(['pick_up']);
    expect(allowedActions(facts('ready', 'take_away'), ACTORS.pharmacy)).toEqual(['collect', 'cancel']);
    expect(allowedActions(facts('delivered', 'neighbour'), ACTORS.admin)).toEqual([]);
  });
});
