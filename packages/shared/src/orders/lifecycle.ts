/**
 * The order lifecycle of docs/PRODUCT.md as a pure state machine: which action, by whom, in which state, leads where.
 * The server runs it inside the transaction that holds the order's row lock; the web app runs it to show only the
 * buttons that would succeed. Who may *see* an order is decided elsewhere (the server's access rules).
 */

export const ORDER_STATUSES = [
  'submitted',
  'accepted',
  'rejected',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'collected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FINAL_STATUSES: readonly OrderStatus[] = ['rejected', 'delivered', 'collected', 'cancelled'];

export const ORDER_ACTIONS = [
  'accept',
  'reject',
  'prepare',
  'ready',
  'assign_shipper',
  'pick_up',
  'deliver',
  'fail_delivery',
  'return_to_ready',
  'collect',
  'cancel',
  'propose_substitution',
  'answer_substitution',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** How the viewer relates to the order; one person may be several (an admin is never the others). */
export interface OrderActor {
  /** The customer who placed it. */
  isCustomer: boolean;
  /** Active staff of the order's pharmacy. */
  isPharmacyStaff: boolean;
  /** The shipper assigned to it. */
  isAssignedShipper: boolean;
  isAdmin: boolean;
}

/** What the machine needs to know of the order. */
export interface OrderFacts {
  status: OrderStatus;
  deliveryType: 'neighbour' | 'take_away';
  shipperId: string | null;
  /** A substitute has been proposed and the customer has not answered yet. */
  substitutionPending: boolean;
}

export type TransitionRefusal =
  | 'not_allowed_for_role'
  | 'wrong_status'
  | 'wrong_delivery_type'
  | 'no_shipper'
  | 'substitution_pending';

export type TransitionDecision =
  | { ok: true; to: OrderStatus }
  | { ok: false; refusal: TransitionRefusal; reason: string };

type Who = 'customer' | 'pharmacy' | 'shipper';

interface Rule {
  from: readonly OrderStatus[];
  /** null: the action changes something else (a shipper, a line), not the status. */
  to: OrderStatus | null;
  by: readonly Who[];
  delivery?: OrderFacts['deliveryType'];
}

// Pharmacy actions are open to admins too (docs/PRODUCT.md: admin may do everything).
const RULES: Record<OrderAction, Rule> = {
  accept: { from: ['submitted'], to: 'accepted', by: ['pharmacy'] },
  reject: { from: ['submitted'], to: 'rejected', by: ['pharmacy'] },
  prepare: { from: ['accepted'], to: 'preparing', by: ['pharmacy'] },
  ready: { from: ['preparing'], to: 'ready', by: ['pharmacy'] },
  assign_shipper: { from: ['accepted', 'preparing', 'ready'], to: null, by: ['pharmacy'], delivery: 'neighbour' },
  pick_up: { from: ['ready'], to: 'out_for_delivery', by: ['shipper'], delivery: 'neighbour' },
  deliver: { from: ['out_for_delivery'], to: 'delivered', by: ['shipper'], delivery: 'neighbour' },
  fail_delivery: { from: ['out_for_delivery'], to: 'delivery_failed', by: ['shipper'], delivery: 'neighbour' },
  return_to_ready: { from: ['delivery_failed'], to: 'ready', by: ['pharmacy'], delivery: 'neighbour' },
  collect: { from: ['ready'], to: 'collected', by: ['pharmacy'], delivery: 'take_away' },
  cancel: { from: ['submitted', 'accepted', 'preparing', 'ready', 'delivery_failed'], to: 'cancelled', by: ['customer', 'pharmacy'] },
  propose_substitution: { from: ['submitted', 'accepted'], to: null, by: ['pharmacy'] },
  answer_substitution: { from: ['submitted', 'accepted'], to: null, by: ['customer'] },
};

/** The customer may only cancel before the pharmacy starts preparing. */
const CUSTOMER_CANCELS_FROM: readonly OrderStatus[] = ['submitted', 'accepted'];

function roles(actor: OrderActor): Who[] {
  const out: Who[] = [];
  if (actor.isCustomer) out.push('customer');
  if (actor.isPharmacyStaff || actor.isAdmin) out.push('pharmacy');
  if (actor.isAssignedShipper) out.push('shipper');
  return out;
}

const refuse = (refusal: TransitionRefusal, reason: string): TransitionDecision => ({ ok: false, refusal, reason });

/** Whether `actor` may do `action` on the order now, and the status it leads to. */
export function decideTransition(order: OrderFacts, action: OrderAction, actor: OrderActor): TransitionDecision {
  const rule = RULES[action];
  const mine = roles(actor).filter((r) => rule.by.includes(r));
  if (mine.length === 0) return refuse('not_allowed_for_role', `Your role cannot ${action.replace(/_/g, ' ')} an order.`);
  if (!rule.from.includes(order.status)) {
    return refuse('wrong_status', `An order that is ${order.status.replace(/_/g, ' ')} cannot be changed by "${action.replace(/_/g, ' ')}".`);
  }
  if (action === 'cancel' && mine.every((r) => r === 'customer') && !CUSTOMER_CANCELS_FROM.includes(order.status)) {
    return refuse('wrong_status', 'The pharmacy has started preparing this order: ask the pharmacy to cancel it.');
  }
  if (rule.delivery && order.deliveryType !== rule.delivery) {
    return refuse(
      'wrong_delivery_type',
      rule.delivery === 'neighbour' ? 'This order is collected at the pharmacy, not delivered.' : 'This order is delivered, not collected.',
    );
  }
  if (action === 'pick_up' && !order.shipperId) return refuse('no_shipper', 'No shipper is assigned to this order.');
  if (action === 'prepare' && order.substitutionPending) {
    return refuse('substitution_pending', 'The customer has not answered the proposed substitution yet.');
  }
  if (action === 'answer_substitution' && !order.substitutionPending) {
    return refuse('wrong_status', 'No substitution is waiting for an answer.');
  }
  return { ok: true, to: rule.to ?? order.status };
}

/** Every action the actor could take now: the buttons to show. */
export function allowedActions(order: OrderFacts, actor: OrderActor): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => decideTransition(order, action, actor).ok);
}

/**
 * The pharmacy edits an order's lines, and the customer adds files, only until preparing starts: after that what is
 * in the bag is what was agreed.
 */
export const LINES_EDITABLE_WHILE: readonly OrderStatus[] = ['submitted', 'accepted'];

export function linesEditable(status: OrderStatus): boolean {
  return LINES_EDITABLE_WHILE.includes(status);
}
