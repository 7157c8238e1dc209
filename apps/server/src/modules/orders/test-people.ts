import type { Person, World } from './test-world';

/*
 * Test-only: the people of a test world by the names the role-matrix tests give them, so each matrix lists only
 * who it asks and what each gets (`cellsOf`), not another copy of the same table.
 */
const PEOPLE = {
  anonymous: () => undefined,
  customer: (w) => w.customer,
  'other customer': (w) => w.otherCustomer,
  'pharmacy staff': (w) => w.staff,
  'pharmacy staff of P': (w) => w.staff,
  'staff of another pharmacy': (w) => w.otherStaff,
  shipper: (w) => w.shipper,
  'assigned shipper': (w) => w.shipper,
  'other shipper': (w) => w.otherShipper,
  admin: (w) => w.admin,
  'pending account': (w) => w.pending,
} satisfies Record<string, (w: World) => Person | undefined>;

export type PersonName = keyof typeof PEOPLE;

export function personIn(w: World, who: PersonName): Person | undefined {
  return PEOPLE[who](w);
}

/** `it.each` rows: each person asked, with the status they must get. */
export function cellsOf<const N extends PersonName>(who: readonly N[], expected: Record<N, number>): (readonly [N, number])[] {
  return who.map((name) => [name, expected[name]] as const);
}
