-- AlterTable
ALTER TABLE "journals" ADD COLUMN     "sjr_previous" DOUBLE PRECISION,
ADD COLUMN     "sjr_previous_year" INTEGER,
ADD COLUMN     "website" TEXT,
ADD COLUMN     "website_source" TEXT;
