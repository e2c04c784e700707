-- Every UPDATE of a row with a version column moves the version on, whoever writes it (an older
-- release, a script, an operator's SQL), so a form read before it is refused with a 409. Code that
-- raises the version itself (version = version + 1) is not raised twice: only an UPDATE that leaves
-- the version as it was is raised here.
CREATE OR REPLACE FUNCTION caudal_raise_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version IS NOT DISTINCT FROM OLD.version THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Gives every table of the public schema that has a version column its trigger (idempotent): the
-- server calls it after each migration, so a table a later migration adds is covered too.
CREATE OR REPLACE FUNCTION caudal_ensure_version_triggers() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  target record;
  added integer := 0;
BEGIN
  FOR target IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.column_name = 'version'
      AND NOT EXISTS (
        SELECT 1 FROM pg_trigger g JOIN pg_class r ON r.oid = g.tgrelid JOIN pg_namespace n ON n.oid = r.relnamespace
        WHERE n.nspname = 'public' AND r.relname = c.table_name AND g.tgname = 'raise_version'
      )
  LOOP
    EXECUTE format('CREATE TRIGGER raise_version BEFORE UPDATE ON public.%I FOR EACH ROW EXECUTE FUNCTION caudal_raise_version()', target.table_name);
    added := added + 1;
  END LOOP;
  RETURN added;
END
$$;
--> statement-breakpoint
SELECT caudal_ensure_version_triggers();
