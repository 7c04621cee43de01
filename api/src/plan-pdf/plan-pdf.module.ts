import { Module } from '@nestjs/common';
import { PlanPdfService } from './plan-pdf.service.js';

/**
 * One PlanPdfService per process: its render slots and the makings in progress bound the whole
 * process, not each module that downloads or mails a PDF.
 */
@Module({
  providers: [PlanPdfService],
  exports: [PlanPdfService],
})
export class PlanPdfModule {}
