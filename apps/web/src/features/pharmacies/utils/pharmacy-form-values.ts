import {
  closedWeek,
  pharmacyCreateSchema,
  pharmacyUpdateSchema,
  type OpeningHours,
  type Pharmacy,
  type PharmacyCreateInput,
  type PharmacyUpdateInput,
} from '@pharmacy/shared/schemas/pharmacy';

export interface PeriodValues {
  open: string;
  close: string;
}

export interface ExceptionValues {
  /** 'YYYY-MM-DD', or '' while it is not chosen. */
  date: string;
  /** Closed all day: the periods are not sent. */
  closed: boolean;
  periods: PeriodValues[];
  note: string;
}

/**
 * What the pharmacy form edits. Money is typed in euros (text, so "3,50" stays as typed); the payload sends cents.
 * Identity fields are only sent by admins.
 */
export interface PharmacyFormValues {
  name: string;
  code: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  openingHours: PeriodValues[][];
  hoursExceptions: ExceptionValues[];
  onDutyDates: string[];
  homeDelivery: { enabled: boolean; postcodes: string[]; fee: string; minimum: string };
}

export type PharmacyFormMode = 'create' | 'admin' | 'staff';

export const IDENTITY_FIELDS = ['name', 'code', 'address', 'postalCode', 'city'] as const;

const euros = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

export function emptyPharmacyValues(): PharmacyFormValues {
  return {
    name: '',
    code: '',
    address: '',
    postalCode: '',
    city: '',
    phone: '',
    email: '',
    openingHours: closedWeek(),
    hoursExceptions: [],
    onDutyDates: [],
    homeDelivery: { enabled: false, postcodes: [], fee: '0', minimum: '0' },
  };
}

export function pharmacyToValues(p: Pharmacy): PharmacyFormValues {
  return {
    name: p.name,
    code: p.code,
    address: p.address,
    postalCode: p.postalCode,
    city: p.city,
    phone: p.phone,
    email: p.email,
    openingHours: p.openingHours.map((day) => day.map((x) => ({ ...x }))),
    hoursExceptions: p.hoursExceptions.map((e) => ({
      date: e.date,
      closed: e.periods.length === 0,
      periods: e.periods.map((x) => ({ ...x })),
      note: e.note,
    })),
    onDutyDates: [...p.onDutyDates],
    homeDelivery: {
      enabled: p.homeDelivery.enabled,
      postcodes: [...p.homeDelivery.postcodes],
      fee: euros(p.homeDelivery.feeCents),
      minimum: euros(p.homeDelivery.minimumCents),
    },
  };
}

const EUROS = /^\d{1,7}([.,]\d{1,2})?$/;

/** "3,50" or "3.5" → 350; NaN when it is not an amount (the schema then says "not valid"). */
export function eurosToCents(text: string): number {
  const trimmed = text.trim();
  if (!EUROS.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed.replace(',', '.')) * 100);
}

function practical(values: PharmacyFormValues) {
  return {
    phone: values.phone,
    email: values.email,
    openingHours: values.openingHours as OpeningHours,
    hoursExceptions: values.hoursExceptions.map((e) => ({
      date: e.date,
      periods: e.closed ? [] : e.periods,
      note: e.note,
    })),
    onDutyDates: values.onDutyDates,
    homeDelivery: {
      enabled: values.homeDelivery.enabled,
      postcodes: values.homeDelivery.postcodes,
      feeCents: eurosToCents(values.homeDelivery.fee),
      minimumCents: eurosToCents(values.homeDelivery.minimum),
    },
  };
}

/** The request body: everything for an admin, only what staff may change for staff (identity is 403 to them). */
export function valuesToPayload(
  values: PharmacyFormValues,
  mode: PharmacyFormMode,
): PharmacyCreateInput | PharmacyUpdateInput {
  if (mode === 'staff') return practical(values);
  const identity = Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, values[f]])) as Pick<
    PharmacyCreateInput,
    (typeof IDENTITY_FIELDS)[number]
  >;
  return { ...identity, ...practical(values) };
}

export function schemaFor(mode: PharmacyFormMode) {
  return mode === 'create' ? pharmacyCreateSchema : pharmacyUpdateSchema;
}

/**
 * The form field a contract path names, or null. The contract and the form share their shape except for money
 * (`homeDelivery.feeCents` is typed as `homeDelivery.fee`) and the exceptions' periods, which stay where they are.
 */
export function formFieldFor(path: string, values: PharmacyFormValues, mode: PharmacyFormMode): string | null {
  if ((IDENTITY_FIELDS as readonly string[]).includes(path)) return mode === 'staff' ? null : path;
  if (path === 'phone' || path === 'email') return path;
  if (path === 'homeDelivery.feeCents') return 'homeDelivery.fee';
  if (path === 'homeDelivery.minimumCents') return 'homeDelivery.minimum';
  if (/^homeDelivery\.(enabled|postcodes)$/.test(path)) return path;
  const postcode = /^homeDelivery\.postcodes\.(\d+)$/.exec(path);
  if (postcode) return Number(postcode[1]) < values.homeDelivery.postcodes.length ? path : 'homeDelivery.postcodes';
  const hours = /^openingHours\.(\d)(?:\.(\d+)(?:\.(open|close))?)?$/.exec(path);
  if (hours) {
    const [, day, period, side] = hours;
    if (Number(day) > 6) return 'openingHours';
    if (period === undefined) return `openingHours.${day}`;
    if (Number(period) >= (values.openingHours[Number(day)]?.length ?? 0)) return `openingHours.${day}`;
    return side ? path : `openingHours.${day}.${period}.open`;
  }
  if (path === 'openingHours') return 'openingHours';
  const exception = /^hoursExceptions\.(\d+)(?:\.(date|note|periods)(?:\.(\d+)(?:\.(open|close))?)?)?$/.exec(path);
  if (exception) {
    const [, index, field, period, side] = exception;
    const row = values.hoursExceptions[Number(index)];
    if (!row) return 'hoursExceptions';
    if (!field) return `hoursExceptions.${index}.date`;
    if (field !== 'periods') return `hoursExceptions.${index}.${field}`;
    if (period === undefined || Number(period) >= row.periods.length) return `hoursExceptions.${index}.periods`;
    return `hoursExceptions.${index}.periods.${period}.${side ?? 'open'}`;
  }
  if (path === 'hoursExceptions') return path;
  const duty = /^onDutyDates\.(\d+)$/.exec(path);
  if (duty) return Number(duty[1]) < values.onDutyDates.length ? path : 'onDutyDates';
  if (path === 'onDutyDates') return path;
  return null;
}
