-- AlterEnum
ALTER TYPE "apc_source" ADD VALUE 'no_charge';

-- AlterTable
ALTER TABLE "journals" ADD COLUMN     "doaj_key" TEXT;

-- AlterTable
ALTER TABLE "sinta_journals" ADD COLUMN     "doaj_key" TEXT;

-- CreateTable
CREATE TABLE "doaj_journals" (
    "key" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "p_issn" TEXT,
    "e_issn" TEXT,
    "issns" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "languages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "publisher" TEXT,
    "has_seal" BOOLEAN NOT NULL,
    "licences" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "has_apc" BOOLEAN NOT NULL,
    "apc_amount" INTEGER,
    "apc_currency" VARCHAR(3),
    "weeks_to_publication" INTEGER,
    "doaj_url" TEXT,
    "origin" TEXT NOT NULL,
    "as_of" DATE NOT NULL,

    CONSTRAINT "doaj_journals_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "journals_doaj_key_idx" ON "journals"("doaj_key");

-- CreateIndex
CREATE INDEX "sinta_journals_doaj_key_idx" ON "sinta_journals"("doaj_key");

-- CreateIndex
CREATE INDEX "doaj_journals_issns_idx" ON "doaj_journals" USING GIN ("issns");

-- AddForeignKey
ALTER TABLE "journals" ADD CONSTRAINT "journals_doaj_key_fkey" FOREIGN KEY ("doaj_key") REFERENCES "doaj_journals"("key") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sinta_journals" ADD CONSTRAINT "sinta_journals_doaj_key_fkey" FOREIGN KEY ("doaj_key") REFERENCES "doaj_journals"("key") ON DELETE SET NULL ON UPDATE CASCADE;
