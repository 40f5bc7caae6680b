-- CreateExtension
-- Written by hand (schema.prisma explains why the engine does not manage extensions)
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "apc_source" AS ENUM ('publisher', 'estimate');

-- CreateEnum
CREATE TYPE "new_journal_origin" AS ENUM ('sjr_diff', 'elsevier');

-- CreateEnum
CREATE TYPE "discontinued_journal_origin" AS ENUM ('sjr_marked', 'elsevier');

-- CreateEnum
CREATE TYPE "job" AS ENUM ('student', 'lecturer', 'professional', 'other');

-- CreateEnum
CREATE TYPE "source_type" AS ENUM ('scopus', 'sinta');

-- CreateEnum
CREATE TYPE "invoice_status" AS ENUM ('pending', 'paid', 'failed', 'expired');

-- CreateTable
CREATE TABLE "journals" (
    "source_id" BIGINT NOT NULL,
    "rank" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "issn" TEXT NOT NULL DEFAULT '',
    "issns" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "publisher" TEXT,
    "is_open_access" BOOLEAN NOT NULL DEFAULT false,
    "is_open_access_diamond" BOOLEAN NOT NULL DEFAULT false,
    "sjr" DOUBLE PRECISION,
    "sjr_best_quartile" VARCHAR(2),
    "h_index" INTEGER,
    "docs_year" INTEGER NOT NULL,
    "total_docs_year" INTEGER,
    "total_docs3_years" INTEGER,
    "total_refs" INTEGER,
    "total_cites3_years" INTEGER,
    "citable_docs3_years" INTEGER,
    "cites_per_doc2_years" DOUBLE PRECISION,
    "ref_per_doc" DOUBLE PRECISION,
    "female_percent" DOUBLE PRECISION,
    "overton" INTEGER,
    "sdg" INTEGER,
    "country" TEXT,
    "region" TEXT,
    "coverage" TEXT,
    "categories" TEXT,
    "areas" TEXT,
    "area_list" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "category_list" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "category_quartiles" JSONB NOT NULL DEFAULT '[]',
    "is_discontinued" BOOLEAN NOT NULL DEFAULT false,
    "apc_amount" INTEGER,
    "apc_currency" VARCHAR(3),
    "apc_source" "apc_source",
    "apc_year" INTEGER,
    "review_time_weeks" INTEGER,
    "acceptance_rate" DOUBLE PRECISION,
    "metrics_source" TEXT,
    "data_year" INTEGER NOT NULL,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "journals_pkey" PRIMARY KEY ("source_id")
);

-- CreateTable
CREATE TABLE "sinta_journals" (
    "id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "profile_url" TEXT NOT NULL,
    "google_scholar_url" TEXT,
    "website_url" TEXT NOT NULL,
    "editor_url" TEXT,
    "p_issn" TEXT,
    "e_issn" TEXT,
    "issns" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "subject_areas" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "affiliation" TEXT,
    "accreditation" INTEGER NOT NULL,
    "is_scopus_indexed" BOOLEAN NOT NULL DEFAULT false,
    "is_garuda_indexed" BOOLEAN NOT NULL DEFAULT false,
    "impact" DOUBLE PRECISION,
    "h5_index" INTEGER,
    "citations5_years" INTEGER,
    "citations" INTEGER,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sinta_journals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "predatory_journals" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "link" TEXT,
    "normalised_key" TEXT NOT NULL,
    "host" TEXT,
    "source" TEXT NOT NULL,
    "source_list_date" TIMESTAMPTZ(3),
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "predatory_journals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "predatory_publishers" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "link" TEXT,
    "normalised_key" TEXT NOT NULL,
    "host" TEXT,
    "source" TEXT NOT NULL,
    "source_list_date" TIMESTAMPTZ(3),
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "predatory_publishers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hijacked_journals" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "abbreviation" TEXT,
    "link" TEXT,
    "alternate_link" TEXT,
    "host" TEXT,
    "authentic_name" TEXT,
    "authentic_abbreviation" TEXT,
    "authentic_link" TEXT,
    "normalised_key" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "source_list_date" TIMESTAMPTZ(3),
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "hijacked_journals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "new_journals" (
    "id" SERIAL NOT NULL,
    "source_id" BIGINT,
    "title" TEXT NOT NULL,
    "issn" TEXT,
    "eissn" TEXT,
    "publisher" TEXT,
    "accepted_on" DATE,
    "origin" "new_journal_origin" NOT NULL,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "new_journals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discontinued_journals" (
    "id" SERIAL NOT NULL,
    "source_id" BIGINT,
    "title" TEXT NOT NULL,
    "issn" TEXT,
    "eissn" TEXT,
    "publisher" TEXT,
    "reason" TEXT,
    "year" INTEGER,
    "volume" TEXT,
    "issue" TEXT,
    "page_range" TEXT,
    "origin" "discontinued_journal_origin" NOT NULL,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "discontinued_journals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "nama" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "no_hp" TEXT,
    "username" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "job" "job" NOT NULL,
    "premium_expires_at" TIMESTAMPTZ(3),
    "tokens_valid_after" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "favorites" (
    "id" BIGSERIAL NOT NULL,
    "user_id" TEXT NOT NULL,
    "source_id" TEXT NOT NULL,
    "source_type" "source_type" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favorites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoices" (
    "order_id" VARCHAR(50) NOT NULL,
    "user_id" TEXT,
    "issued_to_name" TEXT NOT NULL,
    "issued_to_email" TEXT NOT NULL,
    "plan_id" TEXT NOT NULL,
    "plan_name" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL DEFAULT 'IDR',
    "status" "invoice_status" NOT NULL DEFAULT 'pending',
    "provider" TEXT NOT NULL,
    "provider_token" TEXT,
    "provider_redirect_url" TEXT,
    "refund_flagged" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paid_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "premium_from" TIMESTAMPTZ(3),
    "premium_until" TIMESTAMPTZ(3),

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("order_id")
);

-- CreateTable
CREATE TABLE "payment_events" (
    "id" BIGSERIAL NOT NULL,
    "order_id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "raw_payload" JSONB NOT NULL,
    "signature_valid" BOOLEAN NOT NULL,
    "transaction_status" TEXT,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "outcome" TEXT NOT NULL,

    CONSTRAINT "payment_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visits" (
    "id" BIGSERIAL NOT NULL,
    "page" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "search_keyword" TEXT,
    "device_type" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "user_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admins" (
    "id" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "nama" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "tokens_valid_after" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_audit_logs" (
    "id" BIGSERIAL NOT NULL,
    "admin_id" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "target_type" TEXT NOT NULL,
    "target_id" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "journals_title_trgm_idx" ON "journals" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "journals_issns_idx" ON "journals" USING GIN ("issns");

-- CreateIndex
CREATE INDEX "journals_area_list_idx" ON "journals" USING GIN ("area_list");

-- CreateIndex
CREATE INDEX "journals_category_list_idx" ON "journals" USING GIN ("category_list");

-- CreateIndex
CREATE INDEX "journals_rank_idx" ON "journals"("rank");

-- CreateIndex
CREATE INDEX "journals_sjr_best_quartile_rank_idx" ON "journals"("sjr_best_quartile", "rank");

-- CreateIndex
CREATE UNIQUE INDEX "sinta_journals_profile_url_key" ON "sinta_journals"("profile_url");

-- CreateIndex
CREATE INDEX "sinta_journals_title_trgm_idx" ON "sinta_journals" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "sinta_journals_affiliation_trgm_idx" ON "sinta_journals" USING GIN ("affiliation" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "sinta_journals_subject_areas_idx" ON "sinta_journals" USING GIN ("subject_areas");

-- CreateIndex
CREATE INDEX "sinta_journals_issns_idx" ON "sinta_journals" USING GIN ("issns");

-- CreateIndex
CREATE INDEX "sinta_journals_website_url_idx" ON "sinta_journals"("website_url");

-- CreateIndex
CREATE INDEX "sinta_journals_accreditation_idx" ON "sinta_journals"("accreditation");

-- CreateIndex
CREATE UNIQUE INDEX "predatory_journals_normalised_key_key" ON "predatory_journals"("normalised_key");

-- CreateIndex
CREATE INDEX "predatory_journals_host_idx" ON "predatory_journals"("host");

-- CreateIndex
CREATE UNIQUE INDEX "predatory_publishers_normalised_key_key" ON "predatory_publishers"("normalised_key");

-- CreateIndex
CREATE INDEX "predatory_publishers_host_idx" ON "predatory_publishers"("host");

-- CreateIndex
CREATE UNIQUE INDEX "hijacked_journals_normalised_key_key" ON "hijacked_journals"("normalised_key");

-- CreateIndex
CREATE INDEX "hijacked_journals_host_idx" ON "hijacked_journals"("host");

-- CreateIndex
CREATE INDEX "new_journals_source_id_idx" ON "new_journals"("source_id");

-- CreateIndex
CREATE INDEX "new_journals_origin_idx" ON "new_journals"("origin");

-- CreateIndex
CREATE INDEX "discontinued_journals_source_id_idx" ON "discontinued_journals"("source_id");

-- CreateIndex
CREATE INDEX "discontinued_journals_origin_idx" ON "discontinued_journals"("origin");

-- CreateIndex
CREATE INDEX "discontinued_journals_year_idx" ON "discontinued_journals"("year");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE INDEX "users_created_at_idx" ON "users"("created_at");

-- CreateIndex
CREATE INDEX "users_premium_expires_at_idx" ON "users"("premium_expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "favorites_user_id_source_id_key" ON "favorites"("user_id", "source_id");

-- CreateIndex
CREATE INDEX "invoices_user_id_plan_id_status_idx" ON "invoices"("user_id", "plan_id", "status");

-- CreateIndex
CREATE INDEX "invoices_status_expires_at_idx" ON "invoices"("status", "expires_at");

-- CreateIndex
CREATE INDEX "payment_events_order_id_received_at_idx" ON "payment_events"("order_id", "received_at");

-- CreateIndex
CREATE INDEX "visits_created_at_idx" ON "visits"("created_at");

-- CreateIndex
CREATE INDEX "visits_search_keyword_created_at_idx" ON "visits"("search_keyword", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "admins_username_key" ON "admins"("username");

-- CreateIndex
CREATE INDEX "admin_audit_logs_target_type_target_id_created_at_idx" ON "admin_audit_logs"("target_type", "target_id", "created_at");

-- CreateIndex
CREATE INDEX "admin_audit_logs_created_at_idx" ON "admin_audit_logs"("created_at");

-- AddForeignKey
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "admin_audit_logs" ADD CONSTRAINT "admin_audit_logs_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
