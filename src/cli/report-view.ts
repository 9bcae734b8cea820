/** The report as the CLI reads it: exactly what POST /api/decode answers. */
import type { VinReport } from '../report-schema.js';
import type { Recall } from '../schemas.js';

export type ReportView = VinReport;
export type RecallView = Recall;
