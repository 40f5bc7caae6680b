-- AlterTable
ALTER TABLE "discontinued_journals" ADD COLUMN     "coverage" TEXT;

-- AlterTable
ALTER TABLE "new_journals" ADD COLUMN     "accepted_month" VARCHAR(7);
