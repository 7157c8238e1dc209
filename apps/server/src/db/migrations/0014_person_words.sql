CREATE TABLE "person_words" (
	"word" text PRIMARY KEY NOT NULL,
	"people" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "person_words_trgm_idx" ON "person_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The words of one account that the people search forgives typos in: name and city, normalised, 4+ characters, once each.
CREATE OR REPLACE FUNCTION person_words_of(display_name text, city text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(catalogue_normalize(coalesce(display_name, '') || ' ' || coalesce(city, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 4
$$;--> statement-breakpoint
-- Adds each word's change in holders (+1 per new row, -1 per old row) once per statement, in word order so that two
-- registrations never deadlock; an update that leaves names and cities alone nets to nothing and writes nothing.
CREATE OR REPLACE FUNCTION person_words_apply(delta_words text[], deltas int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO person_words AS p (word, people)
    SELECT w, d FROM unnest(delta_words, deltas) AS x(w, d) ORDER BY w
    ON CONFLICT (word) DO UPDATE SET people = p.people + excluded.people;
  DELETE FROM person_words WHERE word = ANY(delta_words) AND people <= 0;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_words_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta_words text[];
  deltas int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO delta_words, deltas FROM (
      SELECT w, count(*)::int AS d FROM new_rows n CROSS JOIN LATERAL person_words_of(n.display_name, n.city) AS w GROUP BY w) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO delta_words, deltas FROM (
      SELECT w, -count(*)::int AS d FROM old_rows o CROSS JOIN LATERAL person_words_of(o.display_name, o.city) AS w GROUP BY w) x;
  ELSE
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO delta_words, deltas FROM (
      SELECT w, sum(d)::int AS d FROM (
        SELECT w, -1 AS d FROM old_rows o CROSS JOIN LATERAL person_words_of(o.display_name, o.city) AS w
        UNION ALL
        SELECT w, 1 AS d FROM new_rows n CROSS JOIN LATERAL person_words_of(n.display_name, n.city) AS w
      ) changes GROUP BY w HAVING sum(d) <> 0) x;
  END IF;
  IF delta_words IS NOT NULL THEN
    PERFORM person_words_apply(delta_words, deltas);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_words_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_words_track();--> statement-breakpoint
CREATE TRIGGER users_words_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_words_track();--> statement-breakpoint
CREATE TRIGGER users_words_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_words_track();--> statement-breakpoint
INSERT INTO person_words (word, people)
  SELECT w, count(*)::int FROM users u CROSS JOIN LATERAL person_words_of(u.display_name, u.city) AS w GROUP BY w;
