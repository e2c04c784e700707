-- One permission row per (role, module). Duplicates left by earlier versions are merged into the
-- oldest row with the most restrictive flags (a flag stays only if every duplicate grants it), the
-- others deleted; then the unique index keeps it so (docs/decisions/013).
UPDATE "permission" AS p
SET "root" = m."root", "destroy" = m."destroy", "update" = m."update", "create" = m."create", "read" = m."read"
FROM (
  SELECT min("id") AS keep, bool_and("root") AS "root", bool_and("destroy") AS "destroy", bool_and("update") AS "update",
         bool_and("create") AS "create", bool_and("read") AS "read"
  FROM "permission"
  GROUP BY "role_id", "module_id"
  HAVING count(*) > 1
) AS m
WHERE p."id" = m.keep;--> statement-breakpoint
DELETE FROM "permission" AS p
USING "permission" AS older
WHERE p."role_id" = older."role_id" AND p."module_id" = older."module_id" AND p."id" > older."id";--> statement-breakpoint
DROP INDEX "permission_role_id_module_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "permission_role_id_module_id_unique" ON "permission" USING btree ("role_id","module_id");
