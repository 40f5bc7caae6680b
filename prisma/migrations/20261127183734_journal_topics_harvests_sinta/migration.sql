-- Topics and harvest state for SINTA journals that share no ISSN with the catalogue, beside the catalogue journals':
-- each row belongs to exactly one journal, by Sourceid or by SINTA profile. The new unique keys hold already (they
-- were the primary keys).
-- AlterTable
ALTER TABLE "journal_harvests" DROP CONSTRAINT "journal_harvests_pkey",
ADD COLUMN     "id" BIGSERIAL NOT NULL,
ADD COLUMN     "sinta_id" INTEGER,
ALTER COLUMN "source_id" DROP NOT NULL,
ADD CONSTRAINT "journal_harvests_pkey" PRIMARY KEY ("id");

-- AlterTable
ALTER TABLE "journal_topics" DROP CONSTRAINT "journal_topics_pkey",
ADD COLUMN     "id" BIGSERIAL NOT NULL,
ADD COLUMN     "sinta_id" INTEGER,
ALTER COLUMN "source_id" DROP NOT NULL,
ADD CONSTRAINT "journal_topics_pkey" PRIMARY KEY ("id");

-- CreateIndex
CREATE UNIQUE INDEX "journal_harvests_source_id_key" ON "journal_harvests"("source_id");

-- CreateIndex
CREATE UNIQUE INDEX "journal_harvests_sinta_id_key" ON "journal_harvests"("sinta_id");

-- CreateIndex
CREATE UNIQUE INDEX "journal_topics_source_id_topic_id_key" ON "journal_topics"("source_id", "topic_id");

-- CreateIndex
CREATE UNIQUE INDEX "journal_topics_sinta_id_topic_id_key" ON "journal_topics"("sinta_id", "topic_id");

-- A row is a catalogue journal's or a SINTA journal's, never both, never neither.
ALTER TABLE "journal_harvests" ADD CONSTRAINT "journal_harvests_journal_check"
  CHECK (num_nonnulls("source_id", "sinta_id") = 1);
ALTER TABLE "journal_topics" ADD CONSTRAINT "journal_topics_journal_check"
  CHECK (num_nonnulls("source_id", "sinta_id") = 1);
