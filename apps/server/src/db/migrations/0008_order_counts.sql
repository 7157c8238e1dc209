CREATE TABLE "order_counts" (
	"pharmacy_id" text NOT NULL,
	"delivery_type" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_pharmacy_id_delivery_type_status_pk" PRIMARY KEY("pharmacy_id","delivery_type","status")
);
--> statement-breakpoint
-- The tab counts follow every insert, status change and delete of an order. A deferred constraint trigger runs at
-- commit, so the counter row is locked only while committing (submissions to one pharmacy do not queue behind each
-- other's whole transaction), and it adjusts the two rows of a change in key order, so transactions never deadlock.
CREATE OR REPLACE FUNCTION order_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text[];
  new_key text[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_key := ARRAY[OLD.pharmacy_id, OLD.delivery_type, OLD.status];
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_key := ARRAY[NEW.pharmacy_id, NEW.delivery_type, NEW.status];
  END IF;
  IF old_key IS NOT DISTINCT FROM new_key THEN
    RETURN NULL;
  END IF;
  IF new_key IS NOT NULL AND (old_key IS NULL OR new_key < old_key) THEN
    INSERT INTO order_counts AS c (pharmacy_id, delivery_type, status, n) VALUES (new_key[1], new_key[2], new_key[3], 1)
      ON CONFLICT (pharmacy_id, delivery_type, status) DO UPDATE SET n = c.n + 1;
    new_key := NULL;
  END IF;
  IF old_key IS NOT NULL THEN
    UPDATE order_counts SET n = n - 1 WHERE pharmacy_id = old_key[1] AND delivery_type = old_key[2] AND status = old_key[3];
  END IF;
  IF new_key IS NOT NULL THEN
    INSERT INTO order_counts AS c (pharmacy_id, delivery_type, status, n) VALUES (new_key[1], new_key[2], new_key[3], 1)
      ON CONFLICT (pharmacy_id, delivery_type, status) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_count_insert AFTER INSERT ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION order_counts_track();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_count_update AFTER UPDATE OF status, pharmacy_id, delivery_type ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.pharmacy_id IS DISTINCT FROM NEW.pharmacy_id OR OLD.delivery_type IS DISTINCT FROM NEW.delivery_type)
  EXECUTE FUNCTION order_counts_track();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_count_delete AFTER DELETE ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION order_counts_track();--> statement-breakpoint
INSERT INTO order_counts (pharmacy_id, delivery_type, status, n)
  SELECT pharmacy_id, delivery_type, status, count(*)::int FROM orders GROUP BY 1, 2, 3;
