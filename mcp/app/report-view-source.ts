/** The card shows the report exactly as the web page does: the page's own view. */
export { renderReport } from '../../src/web/report-view.js';
