import { performance } from 'node:perf_hooks';
import type pg from 'pg';

const FIRST = [
  'Anna',
  'Lucas',
  'Emma',
  'Noah',
  'Louise',
  'Arthur',
  'Olivia',
  'Jules',
  'Mila',
  'Adam',
  'Elena',
  'Victor',
  'Léa',
  'Mohamed',
  'Fatima',
  'Thi',
];
const LAST = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Dubois',
  'Lambert',
  'Dupont',
  'Claes',
  'Wouters',
  'Goossens',
  'El Amrani',
  'Nguyen',
  'Mertens',
  'Willems',
];
const CITIES = ['Bruxelles', 'Antwerpen', 'Gent', 'Liège', 'Charleroi', 'Brugge', 'Namur', 'Leuven', 'Mons', 'Hasselt'];
const textArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * `count` accounts in bulk SQL (auth user, profile, role link): 88 % customers, 8 % shippers, 4 % pharmacy staff (a
 * quarter of them pending), spread over ten cities and a year of sign-ups. Slugs are the name plus the row number so
 * they are readable and unique. Returns the milliseconds it took.
 */
export async function seedUsers(client: pg.Client, count: number): Promise<number> {
  const started = performance.now();
  await client.query('BEGIN');
  await client.query(
    `CREATE TEMP TABLE seed_users ON COMMIT DROP AS
     SELECT n, gen_random_uuid()::text AS uid,
       (${textArray(FIRST)})[1 + n % ${FIRST.length}] AS first_name,
       (${textArray(LAST)})[1 + (n * 5) % ${LAST.length}] AS last_name,
       (${textArray(CITIES)})[1 + (n * 3) % ${CITIES.length}] AS city,
       CASE WHEN n % 25 = 0 THEN 'pharmacy' WHEN n % 12 = 0 THEN 'shipper' ELSE 'customer' END AS role,
       now() - make_interval(secs => (n * 317) % 31536000) AS created_at
     FROM generate_series(1, $1::int) n`,
    [count],
  );
  await client.query(`INSERT INTO auth_user (id, name, email, email_verified, role, created_at, updated_at)
    SELECT uid, first_name || ' ' || last_name, 'seed-user-' || n || '@example.com', true, role, created_at, created_at FROM seed_users`);
  await client.query(`INSERT INTO users (uid, email, first_name, last_name, display_name, role, status, language, slug, city, created_at, updated_at)
    SELECT uid, 'seed-user-' || n || '@example.com', first_name, last_name, first_name || ' ' || last_name, role,
      CASE WHEN role = 'pharmacy' AND n % 100 = 0 THEN 'pending' ELSE 'active' END,
      (ARRAY['fr', 'nl', 'en', 'de'])[1 + n % 4],
      lower(regexp_replace(catalogue_normalize(first_name || ' ' || last_name), '[^a-z0-9]+', '-', 'g')) || '-' || n,
      city, created_at, created_at
    FROM seed_users`);
  await client.query(`INSERT INTO user_role (user_id, role_id) SELECT uid, role FROM seed_users`);
  await client.query('COMMIT');
  await client.query('ANALYZE users');
  return Math.round(performance.now() - started);
}
