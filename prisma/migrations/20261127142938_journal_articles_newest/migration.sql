-- DropIndex
DROP INDEX "journal_articles_source_id_idx";

-- CreateIndex
CREATE INDEX "journal_articles_source_id_newest_idx" ON "journal_articles"("source_id", "year" DESC NULLS LAST, "id" DESC);
