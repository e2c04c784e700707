-- Four eyes recognises "approved in this transaction" by the transaction's id, not by its start time:
-- reviewed_at = now() also matched a request whose time was stamped again later, or another transaction
-- begun in the same microsecond. The database records the approving transaction's id itself, when the
-- status turns from pending to approved, and keeps it otherwise (nobody writes it); the users trigger
-- compares it with txid_current(). Replaces the function of users_four_eyes (0023); its trigger stays.
ALTER TABLE "profile_request" ADD COLUMN "approved_txid" bigint;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profile_request_approved_txid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.approved_txid := NULL;
  ELSIF NEW.status = 'approved' AND OLD.status = 'pending' THEN
    NEW.approved_txid := txid_current();
  ELSIF NEW.status = 'approved' THEN
    NEW.approved_txid := OLD.approved_txid;
  ELSE
    NEW.approved_txid := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profile_request_approved_txid" BEFORE INSERT OR UPDATE ON "profile_request" FOR EACH ROW EXECUTE FUNCTION "profile_request_approved_txid"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_four_eyes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  approved text := nullif(current_setting('caudal.approved_change', true), '');
  request record;
  old_row jsonb := to_jsonb(OLD);
  new_row jsonb := to_jsonb(NEW);
  field text;
  changed text[] := '{}';
BEGIN
  FOREACH field IN ARRAY ARRAY['name', 'rfc', 'curp', 'bank_name', 'bank_account', 'bank_clabe', 'email', 'lada', 'phone', 'role_id'] LOOP
    IF (new_row -> field) IS DISTINCT FROM (old_row -> field) THEN changed := changed || field; END IF;
  END LOOP;
  IF cardinality(changed) = 0 THEN RETURN NEW; END IF;
  IF approved IS NULL OR approved !~ '^[0-9]{1,18}$' THEN
    RAISE EXCEPTION 'four eyes: % of user % need an approved change', array_to_string(changed, ', '), NEW.id USING ERRCODE = 'CA001';
  END IF;
  SELECT r.changes, r.requested_by, r.reviewed_by INTO request FROM "profile_request" r
    WHERE r.id = approved::bigint AND r.user_id = NEW.id AND r.status = 'approved' AND r.approved_txid = txid_current();
  IF NOT FOUND OR request.reviewed_by IS NULL OR request.reviewed_by = NEW.id OR request.reviewed_by = request.requested_by THEN
    RAISE EXCEPTION 'four eyes: change % is not approved by someone else in this transaction for user %', approved, NEW.id USING ERRCODE = 'CA001';
  END IF;
  FOREACH field IN ARRAY changed LOOP
    IF NOT (request.changes ? field) OR (request.changes ->> field) IS DISTINCT FROM (new_row ->> field) THEN
      RAISE EXCEPTION 'four eyes: % of user % differs from approved change %', field, NEW.id, approved USING ERRCODE = 'CA001';
    END IF;
  END LOOP;
  RETURN NEW;
END
$$;
