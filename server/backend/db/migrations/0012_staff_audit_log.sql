-- The staff audit log (issue 22): one row per privileged action, written in the action's own
-- transaction (server/backend/queries/audit.ts recordAudit). Append-only: no route changes a row,
-- and the trigger below refuses UPDATE and DELETE on both drivers (TRUNCATE, used only by
-- db:reset and the seed's truncate, is not a row change).
CREATE TABLE "staff_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"account_id" integer,
	"object_type" text,
	"object_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_audit_log_created_idx" ON "staff_audit_log" USING btree ("created","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_staff_idx" ON "staff_audit_log" USING btree ("staff_email","created");--> statement-breakpoint
CREATE INDEX "staff_audit_log_action_idx" ON "staff_audit_log" USING btree ("action","created");--> statement-breakpoint
CREATE FUNCTION "staff_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_no_change" BEFORE UPDATE OR DELETE ON "staff_audit_log" FOR EACH ROW EXECUTE FUNCTION "staff_audit_log_append_only"();
