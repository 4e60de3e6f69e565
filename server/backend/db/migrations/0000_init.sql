CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone_number" text,
	"status" text NOT NULL,
	"gladly_customer_id" text,
	"default_pricing_model_id" integer,
	"default_country" text DEFAULT 'US' NOT NULL,
	"primary_payment_processor" text,
	"proactive_customer_support_opted_in" boolean DEFAULT false NOT NULL,
	"pii_deleted_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text DEFAULT 'SHIPPING' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text DEFAULT 'US' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buffer_bag_allowances" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_plan_id" integer NOT NULL,
	"extra_days" integer NOT NULL,
	"number_of_bags_allowed" integer NOT NULL,
	"products" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"fulfillment_id" text NOT NULL,
	"product_code" text NOT NULL,
	"pet_id" text,
	"claim_types" text[] NOT NULL,
	"gladly_conversation_url" text NOT NULL,
	"photos_received" text,
	"resolution_types" text[] NOT NULL,
	"adverse_reaction_vet_visit_required" text,
	"adverse_reaction_vet_bill_requested" boolean,
	"adverse_reaction_vet_bill_cost" numeric(12, 2),
	"adverse_reaction_symptoms" text[],
	"adverse_reaction_additional_notes" text,
	"adverse_reaction_lot_codes" jsonb,
	"feeding_guide_issue_type" text,
	"mispack_have_information_on_what_was_received" text,
	"mispack_should_have_received" jsonb,
	"mispack_actually_received" jsonb,
	"order_manifest_issue_type" text,
	"roof_unkibble_used_correct_scoop" text,
	"roof_unkibble_fed_correct_number_of_scoops" text,
	"roof_unkibble_leveled_off_scoop" text,
	"roof_fresh_fed_correct_number_of_packs" text,
	"roof_lot_codes" jsonb,
	"warm_box_food_inside_silver_bag" text,
	"warm_box_silver_bag_sealed" text,
	"warm_box_gel_pack_or_dry_ice_present" text,
	"product_quality_issues" jsonb,
	"created_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_changelog" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"pet_id" text,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"changes" jsonb NOT NULL,
	"staff_email" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"discount_type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"trial_value" numeric(12, 2),
	"limit_type" text NOT NULL,
	"limit_value" integer,
	"available_start_date" timestamp with time zone,
	"available_end_date" timestamp with time zone,
	"order_trial" boolean DEFAULT false NOT NULL,
	"order_subscription" boolean DEFAULT false NOT NULL,
	"order_onetime" boolean DEFAULT false NOT NULL,
	"eligible_products" text[] DEFAULT '{}' NOT NULL,
	"exempt_from_sale_state" boolean DEFAULT false NOT NULL,
	"visibility" text,
	"cx_kind" text,
	"account_id" integer,
	"bulk_prefix" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "fulfillment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"fulfillment_product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfillment_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"fulfillment_id" text NOT NULL,
	"order_product_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_frozen" boolean DEFAULT false NOT NULL,
	"pet_id" text,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"packs_per_day" numeric(6, 2),
	"scoops_per_day" numeric(6, 2),
	"scoop_calories" numeric(8, 2)
);
--> statement-breakpoint
CREATE TABLE "fulfillments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"is_split_fulfillment" boolean DEFAULT false NOT NULL,
	"split_from_id" text,
	"pet_ids" text[] DEFAULT '{}' NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text,
	"carrier" text,
	"carrier_rate_class" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impersonation_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"staff_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impersonation_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"weight_oz" numeric(10, 2) NOT NULL,
	"volume" numeric(10, 2) NOT NULL,
	"recipe_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "nutrient_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" text NOT NULL,
	"nutrient_category" text NOT NULL,
	"name" text NOT NULL,
	"as_fed_basis" text NOT NULL,
	"dry_matter_basis" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"discount_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"product_id" integer,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_refunds" numeric(12, 2) DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"product_type" text NOT NULL,
	"pet_id" text,
	"pet_plan_id" integer,
	"replacement_parent_order_product_id" integer
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"order_type" text NOT NULL,
	"subtotal_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_discounts" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_refunds" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_shipping_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"shipping_method" text,
	"pricing_model_id" integer,
	"payment_type" text,
	"payment_processor" text,
	"scheduled" timestamp with time zone,
	"charged" timestamp with time zone,
	"min_delivery_date" date,
	"max_delivery_date" date,
	"has_claim" boolean DEFAULT false NOT NULL,
	"charge" jsonb,
	"replacement_parent_order_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"staff_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"processor" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_form_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_plan_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_plan_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"frequency" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"type" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"is_topper" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"next_charge_date" date,
	"plan_size_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"status" text NOT NULL,
	"birth_month" integer,
	"birth_year" integer,
	"breeds" text[] DEFAULT '{}' NOT NULL,
	"properties" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_sizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"tier" integer NOT NULL,
	"daily_amount" integer NOT NULL,
	"calories_per_day" integer NOT NULL,
	"scoop_code" text,
	"scoops_per_day" numeric(6, 2),
	"scoop_calories" numeric(8, 2),
	"packs_per_day" numeric(6, 2)
);
--> statement-breakpoint
CREATE TABLE "pricing_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "pricing_models_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"pricing_model_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"price_per_day" numeric(12, 2),
	"price_per_week" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_type" text NOT NULL,
	"category" text NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"frequency" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"is_frozen" boolean DEFAULT false NOT NULL,
	"plan_size_id" integer,
	"recipes" text[] DEFAULT '{}' NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"one_time_eligible" boolean DEFAULT false NOT NULL,
	"discount_eligible" boolean DEFAULT true NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"status" text DEFAULT 'INACTIVE' NOT NULL,
	"promotion_type" text DEFAULT 'ORDER' NOT NULL,
	"banner_copy" text,
	"marketing_site_desktop_banner_copy" text,
	"marketing_site_mobile_banner_copy" text,
	"start_timestamp" timestamp with time zone,
	"end_timestamp" timestamp with time zone,
	"banner_type" text DEFAULT 'NO_FUNNEL_UI' NOT NULL,
	"free_product_code" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"required_conditions_products" text[] DEFAULT '{}' NOT NULL,
	"minimum_order_gross_value_threshold_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"meal_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_product_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"staff_email" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"fulfillment_id" text NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"shipped" timestamp with time zone,
	"in_transit" timestamp with time zone,
	"out_for_delivery" timestamp with time zone,
	"available_for_pickup" timestamp with time zone,
	"delivered" timestamp with time zone,
	"voided" timestamp with time zone,
	"returned" timestamp with time zone,
	"exception" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"staff_user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"groups" text[] DEFAULT '{}' NOT NULL,
	"totp_secret" text,
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"totp_setup_required" boolean DEFAULT false NOT NULL,
	"totp_last_step" bigint,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"pet_id" text,
	"pet_plan_product_id" integer,
	"survey_tag" text,
	"primary_answer" text NOT NULL,
	"secondary_answer" text,
	"customer_comments" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_changelog" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"operation_type" text NOT NULL,
	"new_value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_email" text,
	"application" text,
	"object_id" text
);
--> statement-breakpoint
CREATE TABLE "treatments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"feature_flag" text NOT NULL,
	"feature_flag_status" text NOT NULL,
	"treatment_name" text NOT NULL,
	"treatment_control" boolean DEFAULT false NOT NULL,
	"treatment_distribution" numeric(5, 2) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_default_pricing_model_id_pricing_models_id_fk" FOREIGN KEY ("default_pricing_model_id") REFERENCES "public"."pricing_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buffer_bag_allowances" ADD CONSTRAINT "buffer_bag_allowances_pet_plan_id_pet_plans_id_fk" FOREIGN KEY ("pet_plan_id") REFERENCES "public"."pet_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_changelog" ADD CONSTRAINT "customer_changelog_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_items" ADD CONSTRAINT "fulfillment_items_fulfillment_product_id_fulfillment_products_id_fk" FOREIGN KEY ("fulfillment_product_id") REFERENCES "public"."fulfillment_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_products" ADD CONSTRAINT "fulfillment_products_fulfillment_id_fulfillments_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."fulfillments"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "fulfillment_products" ADD CONSTRAINT "fulfillment_products_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD CONSTRAINT "fulfillments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_tokens" ADD CONSTRAINT "impersonation_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrient_rows" ADD CONSTRAINT "nutrient_rows_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pricing_model_id_pricing_models_id_fk" FOREIGN KEY ("pricing_model_id") REFERENCES "public"."pricing_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_plan_products" ADD CONSTRAINT "pet_plan_products_pet_plan_id_pet_plans_id_fk" FOREIGN KEY ("pet_plan_id") REFERENCES "public"."pet_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_plan_products" ADD CONSTRAINT "pet_plan_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_plans" ADD CONSTRAINT "pet_plans_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_plans" ADD CONSTRAINT "pet_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_plans" ADD CONSTRAINT "pet_plans_plan_size_id_plan_sizes_id_fk" FOREIGN KEY ("plan_size_id") REFERENCES "public"."plan_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_pricing_model_id_pricing_models_id_fk" FOREIGN KEY ("pricing_model_id") REFERENCES "public"."pricing_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_plan_size_id_plan_sizes_id_fk" FOREIGN KEY ("plan_size_id") REFERENCES "public"."plan_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_fulfillment_id_fulfillments_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."fulfillments"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_pet_plan_product_id_pet_plan_products_id_fk" FOREIGN KEY ("pet_plan_product_id") REFERENCES "public"."pet_plan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_account_idx" ON "addresses" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "customer_changelog_account_idx" ON "customer_changelog" USING btree ("account_id","created");--> statement-breakpoint
CREATE INDEX "discounts_account_idx" ON "discounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "fulfillment_items_product_idx" ON "fulfillment_items" USING btree ("fulfillment_product_id");--> statement-breakpoint
CREATE INDEX "fulfillment_products_fulfillment_idx" ON "fulfillment_products" USING btree ("fulfillment_id");--> statement-breakpoint
CREATE INDEX "fulfillments_order_idx" ON "fulfillments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_discounts_discount_idx" ON "order_discounts" USING btree ("discount_id");--> statement-breakpoint
CREATE INDEX "order_products_order_idx" ON "order_products" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payment_methods_account_idx" ON "payment_methods" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "pet_plan_products_plan_idx" ON "pet_plan_products" USING btree ("pet_plan_id");--> statement-breakpoint
CREATE INDEX "pet_plans_account_idx" ON "pet_plans" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "pet_plans_pet_idx" ON "pet_plans" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "pets_account_idx" ON "pets" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_items_product_item_uq" ON "product_items" USING btree ("product_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_product_model_uq" ON "product_prices" USING btree ("product_id","pricing_model_id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_fulfillment_idx" ON "shipments" USING btree ("fulfillment_id");--> statement-breakpoint
CREATE INDEX "survey_responses_account_idx" ON "survey_responses" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "system_changelog_category_idx" ON "system_changelog" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "treatments_account_idx" ON "treatments" USING btree ("account_id");