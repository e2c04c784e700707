-- The two INPC months migration 0009 brought named their source with an English "(reported ...)"; an administrator reads Spanish (issue 37, finding 9).
UPDATE "inpc" SET "source" = 'INEGI, INPC julio 2025 (publicado el 07/08/2025)' WHERE "month" = '2025-07' AND "source" = 'INEGI, INPC julio 2025 (reported 2025-08-07)';
--> statement-breakpoint
UPDATE "inpc" SET "source" = 'INEGI, INPC agosto 2025 (publicado el 09/09/2025)' WHERE "month" = '2025-08' AND "source" = 'INEGI, INPC agosto 2025 (reported 2025-09-09)';
