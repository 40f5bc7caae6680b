-- CreateTable
CREATE TABLE "journal_sjr_history" (
    "source_id" BIGINT NOT NULL,
    "year" INTEGER NOT NULL,
    "sjr" DOUBLE PRECISION,
    "quartile" VARCHAR(2),
    "h_index" INTEGER,
    "documents" INTEGER,

    CONSTRAINT "journal_sjr_history_pkey" PRIMARY KEY ("source_id","year")
);

-- AddForeignKey
ALTER TABLE "journal_sjr_history" ADD CONSTRAINT "journal_sjr_history_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "journals"("source_id") ON DELETE CASCADE ON UPDATE CASCADE;
