-- AlterEnum
ALTER TYPE "invoice_status" ADD VALUE 'cancelled';
ALTER TYPE "invoice_status" ADD VALUE 'needs_refund';
