-- CreateEnum
CREATE TYPE "journal_metric_measure" AS ENUM ('first_decision', 'submission_to_acceptance', 'submission_to_publication', 'acceptance_to_publication', 'acceptance_rate');

-- AlterTable
ALTER TABLE "journals" ADD COLUMN     "apc_observed_on" DATE,
ADD COLUMN     "apc_origin" TEXT;

-- CreateTable
CREATE TABLE "journal_metrics" (
    "source_id" BIGINT NOT NULL,
    "measure" "journal_metric_measure" NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "statistic" TEXT,
    "source" TEXT NOT NULL,
    "as_of" DATE NOT NULL,
    "period_start" DATE,

    CONSTRAINT "journal_metrics_pkey" PRIMARY KEY ("source_id","measure")
);

-- AddForeignKey
ALTER TABLE "journal_metrics" ADD CONSTRAINT "journal_metrics_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "journals"("source_id") ON DELETE CASCADE ON UPDATE CASCADE;
