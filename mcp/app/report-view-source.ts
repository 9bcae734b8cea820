/**
 * Where the card takes its view from: the web page's pure `renderReport(report): string` once it
 * lands in src/web/report-view.ts (then this file becomes `export { renderReport } from
 * '../../src/web/report-view.js';` and the CSS path in build-report-app.ts points at its styles).
 * Until then, a plain interim view with the same signature, escaping every value it prints.
 */
import type { VinReport } from '../../src/report-schema.js';

export function renderReport(report: VinReport): string {
  const v = report.vehicle;
  const rows = [
    ['Make', v.make], ['Model', v.model], ['Model year', v.modelYear], ['Trim', v.trim],
    ['Body', v.bodyClass], ['Engine', [v.engineDisplacement, v.engineCylinders && `${v.engineCylinders} cylinders`].filter(Boolean).join(', ')], ['Fuel', v.fuelType],
  ].filter(([, value]) => value !== null && value !== undefined && value !== '');
  const recalls = [...report.recalls].map((r) =>
    `<li><strong>${esc(r.campNo)}</strong> ${esc(r.component)}<br>${esc(r.summary)}</li>`).join('');
  return `<article class="report">
<h1>${esc([v.modelYear, v.make, v.model].filter(Boolean).join(' '))}</h1>
<p class="vin">VIN ${esc(report.vin)}</p>
<dl>${rows.map(([k, value]) => `<dt>${esc(String(k))}</dt><dd>${esc(String(value))}</dd>`).join('')}</dl>
<h2>Recalls (${report.recalls.length})</h2>
${report.recalls.length ? `<ul>${recalls}</ul>` : '<p>No NHTSA recalls for this make, model and year.</p>'}
<h2>Summary</h2>
<p>${esc(report.ai.overview)} <strong>Score ${esc(report.ai.score)}/10.</strong></p>
</article>`;
}

function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
