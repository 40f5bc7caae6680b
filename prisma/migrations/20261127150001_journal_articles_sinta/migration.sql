-- AlterTable
ALTER TABLE "journal_articles" ADD COLUMN     "sinta_id" INTEGER,
ALTER COLUMN "source_id" DROP NOT NULL;

-- An article belongs to a catalogue journal, a SINTA journal, or both.
ALTER TABLE "journal_articles" ADD CONSTRAINT "journal_articles_journal_check"
  CHECK ("source_id" IS NOT NULL OR "sinta_id" IS NOT NULL);

-- CreateIndex
CREATE INDEX "journal_articles_sinta_id_newest_idx" ON "journal_articles"("sinta_id", "year" DESC NULLS LAST, "id" DESC);
