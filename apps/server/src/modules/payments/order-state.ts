import { payOrderStateSchema } from '@portal/shared';

/**
 * The pay order state machine (docs/architecture.md#payments-are-state-machines): created → paying → paid → refunding → refunded,
 * or created/paying → closed (given up, expired, or superseded). refunding → closed when settlement finds
 * the gateway never took the money (the order was marked paid by a forged notification), so there is nothing to
 * refund. Pure: the repository applies a transition with `WHERE state = from`, so each one happens once however
 * many requests race for it.
 */
/** The states are the contract's, so the server's machine and the pages name the same ones. */
export const ORDER_STATES = payOrderStateSchema.options;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  created: ['paying', 'closed'],
  paying: ['paid', 'closed'],
  paid: ['refunding'],
  refunding: ['refunded', 'closed'],
  refunded: [],
  closed: [],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** A programming error, never a user's: the services only ask for transitions the machine has. */
export function assertTransition(from: OrderState, to: OrderState): void {
  if (!canTransition(from, to)) throw new Error(`pay order cannot go from ${from} to ${to}`);
}

/** Terminal states take no further transition. */
export function isFinal(state: OrderState): boolean {
  return ORDER_TRANSITIONS[state].length === 0;
}
