-- CreateTable
CREATE TABLE "journal_articles" (
    "id" BIGSERIAL NOT NULL,
    "source_id" BIGINT NOT NULL,
    "origin" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "abstract" TEXT,
    "keywords" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "year" INTEGER,
    "language" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "journal_articles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "journal_topics" (
    "source_id" BIGINT NOT NULL,
    "topic_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "journal_topics_pkey" PRIMARY KEY ("source_id","topic_id")
);

-- CreateTable
CREATE TABLE "journal_harvests" (
    "source_id" BIGINT NOT NULL,
    "harvested_at" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL,
    "works" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "journal_harvests_pkey" PRIMARY KEY ("source_id")
);

-- CreateIndex
CREATE INDEX "journal_articles_source_id_idx" ON "journal_articles"("source_id");

-- CreateIndex
CREATE UNIQUE INDEX "journal_articles_origin_external_id_key" ON "journal_articles"("origin", "external_id");
