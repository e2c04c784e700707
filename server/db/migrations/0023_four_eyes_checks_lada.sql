-- Four eyes checks the lada like every other field: an approved phone no longer lets any lada through.
-- The lada written must be the one the approved request holds (the application puts the lada it derives
-- from a new phone into the request it holds). Replaces the function of users_four_eyes; the trigger stays.
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
    WHERE r.id = approved::bigint AND r.user_id = NEW.id AND r.status = 'approved' AND r.reviewed_at = now();
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
