/**
 * The report as HTML for reading: one pure function from a report to escaped markup, shared by the
 * web page (src/web/client/app.ts) and the MCP App card, both styled by src/web/styles.css. It uses
 * no DOM and no locale (dates are written out by hand) so the same report renders the same text in
 * Node and in every browser. Every value from the report passes through `escapeHtml`; links are
 * written only for https addresses.
 */
import type {
  AiSummaryView, ComplaintsView, FuelEconomyView, MaintenanceView, RecallView, ReportView,
  SafetyRatingsView, SectionName, VehicleView,
} from './report-types.js';

export type { ReportView } from './report-types.js';

export interface RenderOptions {
  /** Where the "Raw JSON" link points (the page uses a blob: address of the response); no link without it. */
  rawJsonHref?: string;
  /** Set when the service served an expired report through an outage (X-Cache: STALE): its age. */
  staleSeconds?: number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for both element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * Why a section may have nothing to show other than "no data": it failed this time (the report's
 * `unavailable`), or it was never asked because vPIC gave no model name (every per-model source
 * is searched by make, model and year). Neither may read as "none".
 */
interface Gaps {
  failed: Set<string>;
  notAsked: Set<string>;
  /** A demo report: what failed is what was not recorded, which no retry changes. */
  demo: boolean;
}

const PER_MODEL_SECTIONS = ['complaints', 'safetyRatings', 'fuelEconomy'];

export function renderReport(report: ReportView, options: RenderOptions = {}): string {
  const gaps: Gaps = {
    failed: new Set(report.unavailable ?? []),
    notAsked: new Set(report.vehicle.model?.trim() ? [] : PER_MODEL_SECTIONS),
    demo: report.demo === true,
  };
  return [
    '<article class="report" aria-labelledby="report-title">',
    renderIdentity(report),
    report.demo ? `<p class="demo-notice" role="note">${escapeHtml(DEMO_NOTICE)}</p>` : '',
    options.staleSeconds === undefined ? '' : renderStaleNotice(options.staleSeconds),
    renderGlance(report, gaps),
    renderSummary(report.ai),
    renderRecalls(report),
    renderComplaints(report.complaints, gaps),
    '<div class="report-pair">',
    renderSafetyRatings(report.safetyRatings, gaps),
    renderFuelEconomy(report.fuelEconomy, gaps),
    '</div>',
    renderMaintenance(report.maintenance, gaps),
    renderFooter(report, options),
    '</article>',
  ].join('');
}

// ---- identity ---------------------------------------------------------------------------------

/** "2003 Honda Accord EX": makes are all capitals in vPIC, shown as names except short ones (BMW, GMC). */
export function vehicleTitle(vehicle: VehicleView, vin: string): string {
  const make = vehicle.make ? displayMake(vehicle.make) : '';
  const title = [vehicle.modelYear, make, vehicle.model, vehicle.trim].map((part) => part?.trim()).filter(Boolean).join(' ');
  return title || `VIN ${vin}`;
}

function displayMake(make: string): string {
  return make.trim().replace(/[A-Za-z]+/g, (word) => (word.length <= 3 || word !== word.toUpperCase()
    ? word
    : word[0] + word.slice(1).toLowerCase()));
}

function renderIdentity(report: ReportView): string {
  const v = report.vehicle;
  const facts: [string, string | undefined][] = [
    ['Body', sentenceCase(v.bodyClass || v.vehicleType)],
    ['Drive', v.driveType],
    ['Engine', engineText(v)],
    ['Fuel', joinParts([v.fuelType, v.electrificationLevel])],
    ['Transmission', joinParts([v.transmissionSpeeds ? `${v.transmissionSpeeds}-speed` : undefined, v.transmissionStyle])],
    ['Built in', joinParts([placeName(v.plantCity), placeName(v.plantCountry)])],
  ];
  const shown = facts.filter(([, value]) => value);
  return `<header class="report-identity">` +
    `<div class="identity-text">` +
    `<p class="eyebrow">Vehicle report</p>` +
    `<h2 id="report-title" tabindex="-1">${escapeHtml(vehicleTitle(v, report.vin))}</h2>` +
    `<p class="vin-line"><span class="label">VIN</span> <span class="vin">${escapeHtml(report.vin)}</span></p>` +
    (shown.length > 0
      ? `<dl class="facts">${shown.map(([label, value]) => `<div><dt>${label}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>`
      : '') +
    `</div>` +
    renderScore(report.ai.score) +
    `</header>`;
}

/** An expired report says so before anything else is read: recalls announced since are not in it. */
function renderStaleNotice(seconds: number): string {
  return `<p class="stale-notice" role="status">${escapeHtml(staleNotice(seconds))}</p>`;
}

/** What a reader is told, on the page, in the CLI and over MCP, about a report demo mode built. */
export const DEMO_NOTICE = 'Demo data: this report was built from recorded NHTSA answers bundled with vin-report, not from NHTSA and the EPA today. ' +
  'Its recall list holds only the campaigns that were recorded, which may not be all of them, and sections without a recording show as not in the demo data.';

/** What a reader is told, on the page, in the CLI and over MCP, about an expired report served through an outage. */
export function staleNotice(seconds: number): string {
  return `This report is ${describeAge(seconds)} old. The vehicle data services (NHTSA) are not answering right now, ` +
    'so the last report built for this VIN is shown instead. Recalls announced since then are not in it: try again later for an up-to-date report.';
}

/** "8 days", "1 hour", "5 minutes": how old a report is, in its largest whole unit. */
export function describeAge(seconds: number): string {
  const [amount, unit] = seconds >= 86_400 ? [Math.floor(seconds / 86_400), 'day'] : seconds >= 3600 ? [Math.floor(seconds / 3600), 'hour'] : [Math.max(1, Math.floor(seconds / 60)), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

function engineText(v: VehicleView): string | undefined {
  const litres = v.engineDisplacement ? Number.parseFloat(v.engineDisplacement) : Number.NaN;
  return joinParts([
    Number.isFinite(litres) && litres > 0 ? `${litres.toFixed(1)} L` : undefined,
    v.engineCylinders ? `${v.engineCylinders} cylinders` : undefined,
    v.engineModel,
    v.batteryKwh ? `${v.batteryKwh} kWh battery` : undefined,
  ]);
}

const SCORE_WORDS = ['', 'Very poor', 'Very poor', 'Poor', 'Poor', 'Fair', 'Fair', 'Good', 'Good', 'Excellent', 'Excellent'];

/** The ring's colour follows the word: poor (up to 4), fair (5-6), good (7-8), excellent (9-10). */
function scoreTone(score: number): string {
  if (score >= 9) return 'great';
  if (score >= 7) return 'good';
  if (score >= 5) return 'fair';
  return 'poor';
}

function renderScore(rawScore: number): string {
  const score = Math.min(10, Math.max(1, Math.round(rawScore)));
  const word = SCORE_WORDS[score]!;
  return `<div class="score score-${scoreTone(score)}">` +
    `<p class="score-ring"><span class="visually-hidden">Score: </span><span class="score-number">${score}</span><span class="score-of"><span aria-hidden="true">/</span><span class="visually-hidden"> out of </span>10</span></p>` +
    `<p class="score-word">${word}</p>` +
    `</div>`;
}

// ---- at a glance ------------------------------------------------------------------------------

function renderGlance(report: ReportView, gaps: Gaps): string {
  const tiles: string[] = [];
  tiles.push(gaps.failed.has('recalls') ? glanceTile('recalls', 'muted', '–', 'Recalls', 'not looked up') : recallTile(report));
  if (report.complaints !== undefined || gaps.failed.has('complaints')) {
    const c = report.complaints;
    tiles.push(c
      ? glanceTile('complaints', 'neutral', formatNumber(c.total), c.total === 1 ? 'Complaint' : 'Complaints', c.crashes > 0 || c.fires > 0 ? `${plural(c.crashes, 'crash', 'crashes')}, ${plural(c.fires, 'fire', 'fires')}` : 'filed with NHTSA')
      : glanceTile('complaints', 'muted', '–', 'Complaints', gapNote(gaps, 'complaints', 'none on file')));
  }
  if (report.safetyRatings !== undefined || gaps.failed.has('safetyRatings')) {
    const s = report.safetyRatings;
    const stars = s ? starCount(s.overall) : undefined;
    tiles.push(s && stars !== undefined
      ? glanceTile('safety', stars >= 5 ? 'ok' : stars >= 4 ? 'neutral' : 'warning', `${stars}<span class="glance-unit">/5</span>`, 'Crash rating', 'NHTSA overall stars', true)
      : glanceTile('safety', 'muted', '–', 'Crash rating', s ? 'not rated' : gapNote(gaps, 'safetyRatings', 'no NHTSA rating')));
  }
  if (report.fuelEconomy !== undefined || gaps.failed.has('fuelEconomy')) {
    const f = report.fuelEconomy;
    tiles.push(f
      ? glanceTile('fuel', 'neutral', `${formatNumber(f.combinedMpg)}<span class="glance-unit"> ${mpgUnit(f)}</span>`, 'Combined', 'EPA estimate', true)
      : glanceTile('fuel', 'muted', '–', 'Fuel economy', gapNote(gaps, 'fuelEconomy', 'no EPA figures')));
  }
  // With the recall tile alone (a report without the newer sections) the strip would repeat the heading below.
  if (tiles.length < 2) return '';
  return `<nav class="glance" aria-label="At a glance"><ul>${tiles.join('')}</ul></nav>`;
}

function recallTile(report: ReportView): string {
  const recalls = report.recalls.length;
  const parkIt = report.recalls.filter((r) => r.parkIt).length;
  const parkOutside = report.recalls.filter((r) => r.parkOutside).length;
  const recallNote = parkIt > 0 ? `${count(parkIt, 'says', 'say')} do not drive`
    : parkOutside > 0 ? `${count(parkOutside, 'says', 'say')} park outside`
    : recalls > 0 ? 'for this model and year' : 'on file for this model and year';
  return glanceTile('recalls', recalls > 0 ? (parkIt > 0 ? 'danger' : 'warning') : 'ok', String(recalls), recalls === 1 ? 'Recall' : 'Recalls', recallNote);
}

/** A glance tile's note for a section with nothing to show. */
function gapNote(gaps: Gaps, name: string, none: string): string {
  if (gaps.failed.has(name) && gaps.demo) return 'not in the demo data';
  return gaps.failed.has(name) ? 'not loaded this time' : gaps.notAsked.has(name) ? 'not looked up' : none;
}

function glanceTile(anchor: string, tone: string, value: string, label: string, note: string, valueIsMarkup = false): string {
  return `<li><a class="glance-tile tone-${tone}" href="#section-${anchor}">` +
    `<span class="glance-value">${valueIsMarkup ? value : escapeHtml(value)}</span>` +
    `<span class="glance-label">${escapeHtml(label)}</span>` +
    `<span class="glance-note">${escapeHtml(note)}</span></a></li>`;
}

// ---- summary ----------------------------------------------------------------------------------

function renderSummary(ai: AiSummaryView): string {
  const list = (items: string[], kind: string, title: string) => items.length === 0 ? '' :
    `<div class="points points-${kind}"><h4>${title}</h4><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul></div>`;
  return section('summary', 'Summary', '',
    `<p class="overview">${escapeHtml(ai.overview)}</p>` +
    (ai.strengths.length + ai.issues.length > 0
      ? `<div class="points-pair">${list(ai.strengths, 'good', 'Strengths')}${list(ai.issues, 'bad', 'Watch out for')}</div>`
      : '') +
    (ai.buyingAdvice ? `<div class="callout"><h4>Buying advice</h4><p>${escapeHtml(ai.buyingAdvice)}</p></div>` : '') +
    (ai.maintenanceTips ? `<h4>Maintenance tips</h4><p>${escapeHtml(ai.maintenanceTips)}</p>` : '') +
    `<p class="provenance">${escapeHtml(authorship(ai))}</p>`);
}

function authorship(ai: AiSummaryView): string {
  const writer = !ai.provider || ai.provider === 'builtin'
    ? 'Summary and score written by the service’s built-in rules from the data in this report.'
    : `Summary and score written by ${ai.provider}${ai.model ? ` (${ai.model})` : ''} from the data in this report.`;
  return ai.fallback ? `${writer} The language model’s answer was unusable this time, so the built-in rules stood in.` : writer;
}

// ---- recalls ----------------------------------------------------------------------------------

/** Newest first by the date NHTSA received the report; undated recalls last, otherwise in the order given. */
export function recallsNewestFirst(recalls: RecallView[]): RecallView[] {
  return recalls
    .map((recall, index) => ({ recall, index }))
    .sort((a, b) => {
      const da = a.recall.reportReceivedDate ?? '';
      const db = b.recall.reportReceivedDate ?? '';
      if (da !== db) return da === '' ? 1 : db === '' ? -1 : db < da ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ recall }) => recall);
}

function renderRecalls(report: ReportView): string {
  const recalls = recallsNewestFirst(report.recalls);
  const lookup = safeHref(report.recallLookupUrl);
  const lookupLink = lookup
    ? `<p class="section-note">These are the recalls for the model and year. <a href="${escapeHtml(lookup)}" rel="noopener noreferrer">Check which are still open for this exact VIN at NHTSA</a>.</p>`
    : '';
  if (report.unavailable?.includes('recalls')) {
    const check = lookup ? ` <a href="${escapeHtml(lookup)}" rel="noopener noreferrer">Check this VIN at NHTSA</a>.` : '';
    return section('recalls', 'Recalls', '', `<p class="empty unavailable">${escapeHtml(recallsNotLookedUp(report.vehicle))}${check}</p>`);
  }
  if (recalls.length === 0) {
    return section('recalls', 'Recalls', '', `<p class="empty">NHTSA lists no recalls for this model and year.</p>${lookupLink}`);
  }
  return section('recalls', 'Recalls', `<span class="count">${recalls.length}</span>`,
    lookupLink + `<ol class="recalls">${recalls.map(renderRecall).join('')}</ol>`);
}

/**
 * Why a report lists no recalls without meaning "none": it names recalls in `unavailable`, which
 * happens when vPIC gave no model name (the recall service is searched by make, model and year).
 */
export function recallsNotLookedUp(vehicle: Pick<VehicleView, 'model'>): string {
  const why = vehicle.model?.trim() ? 'the recall service could not be asked for this vehicle' : "NHTSA's decoder returned no model name for this VIN, and the recall service is searched by make, model and year";
  return `Recalls could not be looked up: ${why}. This is not a clean record.`;
}

function renderRecall(recall: RecallView): string {
  const badges: string[] = [];
  if (recall.parkIt) badges.push('<li class="badge badge-danger">Park it: do not drive</li>');
  if (recall.parkOutside) badges.push('<li class="badge badge-fire">Park outside: fire risk</li>');
  if (recall.overTheAirUpdate) badges.push('<li class="badge badge-info">Fixed over the air</li>');
  const applies = applicability(recall.appliesTo);
  if (applies) badges.push(`<li class="badge ${applies.className}">${applies.text}</li>`);
  const meta = [
    recall.reportReceivedDate ? `<time datetime="${escapeHtml(recall.reportReceivedDate)}">${escapeHtml(formatDate(recall.reportReceivedDate))}</time>` : '',
    recall.campNo ? `Campaign <span class="mono">${escapeHtml(recall.campNo)}</span>` : '',
  ].filter(Boolean).join('<span aria-hidden="true"> · </span>');
  const details: [string, string | undefined][] = [['Consequence', recall.consequence], ['Remedy', recall.remedy]];
  return `<li class="recall${recall.parkIt ? ' recall-danger' : recall.parkOutside ? ' recall-fire' : ''}">` +
    `<h4>${escapeHtml(titleCase(recall.component) || 'Recall')}</h4>` +
    (meta ? `<p class="recall-meta">${meta}</p>` : '') +
    (badges.length > 0 ? `<ul class="badges" aria-label="Flags">${badges.join('')}</ul>` : '') +
    (recall.reason ? `<p class="recall-reason">${escapeHtml(recall.reason)}</p>` : '') +
    (recall.summary ? `<p>${escapeHtml(recall.summary)}</p>` : '') +
    details.filter(([, text]) => text).map(([label, text]) => `<p class="recall-detail"><strong>${label}:</strong> ${escapeHtml(text)}</p>`).join('') +
    `</li>`;
}

function applicability(appliesTo: RecallView['appliesTo']): { text: string; className: string } | undefined {
  switch (appliesTo) {
    case 'likely': return { text: 'Likely applies to this vehicle', className: 'badge-warning' };
    case 'unlikely': return { text: 'Unlikely to apply to this vehicle', className: 'badge-muted' };
    case 'unknown': return { text: 'May apply to this vehicle', className: 'badge-neutral' };
    default: return undefined;
  }
}

// ---- complaints -------------------------------------------------------------------------------

function renderComplaints(complaints: ComplaintsView | null | undefined, gaps: Gaps): string {
  const missing = missingSection('complaints', 'Owner complaints', complaints, gaps, 'NHTSA has no owner complaints on file for this model and year.');
  if (missing !== undefined || !complaints) return missing ?? '';
  const stats: [string, number, string][] = [
    ['Complaints', complaints.total, ''],
    ['Crashes', complaints.crashes, complaints.crashes > 0 ? 'stat-warning' : ''],
    ['Fires', complaints.fires, complaints.fires > 0 ? 'stat-warning' : ''],
    ['Injuries', complaints.injuries, complaints.injuries > 0 ? 'stat-warning' : ''],
    ['Deaths', complaints.deaths, complaints.deaths > 0 ? 'stat-danger' : ''],
  ];
  const top = complaints.components.slice(0, 10);
  const max = Math.max(1, ...top.map((c) => c.count));
  return section('complaints', 'Owner complaints', '',
    `<p class="section-note">Reports owners filed with NHTSA for this model and year${complaints.latestFiled ? `, the latest on <time datetime="${escapeHtml(complaints.latestFiled)}">${escapeHtml(formatDate(complaints.latestFiled))}</time>` : ''}.</p>` +
    `<dl class="stats">${stats.map(([label, value, cls]) => `<div class="stat ${cls}"><dt>${label}</dt><dd>${formatNumber(value)}</dd></div>`).join('')}</dl>` +
    (top.length > 0
      ? `<h4>Most reported components</h4><ul class="bars">${top.map((c) =>
        `<li><span class="bar-label">${escapeHtml(titleCase(c.component))}</span><span class="bar-count">${formatNumber(c.count)}</span>` +
        `<span class="bar" aria-hidden="true"><span class="bar-fill w${widthStep(c.count, max)}"></span></span></li>`).join('')}</ul>`
      : ''));
}

/** Bar widths come in 5 % steps as classes, because the page's Content-Security-Policy forbids style attributes. */
function widthStep(value: number, max: number): number {
  return Math.max(1, Math.round((value / max) * 20)) * 5;
}

// ---- crash ratings ----------------------------------------------------------------------------

function renderSafetyRatings(ratings: SafetyRatingsView | null | undefined, gaps: Gaps): string {
  const missing = missingSection('safety', 'Crash ratings', ratings, gaps, 'NHTSA has not published crash-test ratings for this vehicle.', 'safetyRatings');
  if (missing !== undefined || !ratings) return missing ?? '';
  const rows: [string, string][] = [
    ['Overall', ratings.overall],
    ['Frontal crash', ratings.frontCrash],
    ['Side crash', ratings.sideCrash],
    ['Rollover', ratings.rollover],
  ];
  return section('safety', 'Crash ratings', '',
    `<p class="section-note">NHTSA 5-Star Safety Ratings for the ${escapeHtml(ratings.variant)}.</p>` +
    `<dl class="ratings">${rows.map(([label, value]) => `<div class="${label === 'Overall' ? 'rating-overall' : ''}"><dt>${label}</dt><dd>${stars(value)}</dd></div>`).join('')}</dl>` +
    (ratings.rolloverRisk !== undefined
      ? `<p class="section-note">Risk of rolling over in a single-vehicle crash: <strong>${formatPercent(ratings.rolloverRisk)}</strong>.</p>`
      : ''));
}

function starCount(rating: string): number | undefined {
  const n = Number(rating.trim());
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
}

function stars(rating: string): string {
  const n = starCount(rating);
  if (n === undefined) return `<span class="not-rated">${escapeHtml(rating || 'Not rated')}</span>`;
  return `<span class="stars" aria-hidden="true">${'★'.repeat(n)}<span class="stars-off">${'★'.repeat(5 - n)}</span></span>` +
    `<span class="visually-hidden">${n} out of 5 stars</span>`;
}

// ---- fuel economy -----------------------------------------------------------------------------

function mpgUnit(fuel: FuelEconomyView): string {
  return /^electricity$/i.test(fuel.fuelType.trim()) ? 'MPGe' : 'MPG';
}

function renderFuelEconomy(fuel: FuelEconomyView | null | undefined, gaps: Gaps): string {
  const missing = missingSection('fuel', 'Fuel economy', fuel, gaps, 'EPA has no fuel economy figures that match this vehicle.', 'fuelEconomy');
  if (missing !== undefined || !fuel) return missing ?? '';
  const unit = mpgUnit(fuel);
  const figures: [string, number][] = [['City', fuel.cityMpg], ['Highway', fuel.highwayMpg], ['Combined', fuel.combinedMpg]];
  return section('fuel', 'Fuel economy', '',
    `<p class="section-note">EPA estimates for the ${escapeHtml(fuel.variant)} (${escapeHtml(fuel.fuelType)}).</p>` +
    `<dl class="mpg">${figures.map(([label, value]) => `<div class="${label === 'Combined' ? 'mpg-combined' : ''}"><dt>${label}</dt><dd>${formatNumber(value)} <abbr title="${unit === 'MPGe' ? 'miles per gallon equivalent' : 'miles per gallon'}">${unit}</abbr></dd></div>`).join('')}</dl>` +
    (fuel.rangeMiles !== undefined ? `<p class="section-note">Range: <strong>${formatNumber(fuel.rangeMiles)} miles</strong>.</p>` : ''));
}

// ---- maintenance ------------------------------------------------------------------------------

const MAINTENANCE_ROWS: [keyof MaintenanceView, string][] = [
  ['oil', 'Engine oil'],
  ['oilCapacity', 'Oil capacity'],
  ['oilInterval', 'Oil change interval'],
  ['sparkPlugs', 'Spark plugs'],
  ['battery', 'Battery'],
  ['brakeFluid', 'Brake fluid'],
  ['coolant', 'Coolant'],
  ['tireSize', 'Tire size'],
  ['cabinFilter', 'Cabin air filter'],
];

function renderMaintenance(spec: MaintenanceView | null | undefined, gaps: Gaps): string {
  if (spec === undefined && !gaps.failed.has('maintenance')) spec = null;
  const missing = missingSection('maintenance', 'Maintenance', spec, gaps, 'No maintenance specifications match this engine yet.');
  if (missing !== undefined || !spec) return missing ?? '';
  const rows = MAINTENANCE_ROWS.filter(([key]) => typeof spec[key] === 'string' && spec[key] !== '');
  const issues = spec.knownIssues ?? [];
  return section('maintenance', 'Maintenance', spec.isElectric ? '<span class="tag">Electric</span>' : '',
    (rows.length > 0
      ? `<table class="spec"><caption class="visually-hidden">Maintenance specifications</caption><tbody>${rows.map(([key, label]) =>
        `<tr><th scope="row">${label}</th><td>${escapeHtml(spec[key])}</td></tr>`).join('')}</tbody></table>`
      : '') +
    (spec.notes ? `<p class="section-note">${escapeHtml(spec.notes)}</p>` : '') +
    (issues.length > 0
      ? `<h4>Known issues</h4><ul class="known-issues">${issues.map((issue) => {
        const href = safeHref(issue.source);
        const source = href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${escapeHtml(hostOf(href))}</a>` : escapeHtml(issue.source);
        return `<li><strong>${escapeHtml(issue.title)}</strong> <span>${escapeHtml(issue.detail)}</span>${issue.source ? ` <span class="source">Source: ${source}</span>` : ''}</li>`;
      }).join('')}</ul>`
      : ''));
}

// ---- footer -----------------------------------------------------------------------------------

function renderFooter(report: ReportView, options: RenderOptions): string {
  const generated = formatDateTime(report.generatedAt);
  const parts = [
    generated ? `Report generated <time datetime="${escapeHtml(report.generatedAt)}">${escapeHtml(generated)}</time>${report.cached ? ' (from the cache)' : ''}.` : '',
    'Data: NHTSA vPIC, recalls, complaints and 5-Star Safety Ratings; EPA fuel economy.',
  ].filter(Boolean);
  const raw = options.rawJsonHref
    ? ` <a class="raw-link" href="${escapeHtml(options.rawJsonHref)}" target="_blank" rel="noopener">Raw JSON</a>`
    : '';
  return `<footer class="report-footer"><p>${parts.join(' ')}${raw}</p></footer>`;
}

// ---- helpers ----------------------------------------------------------------------------------

function section(anchor: string, title: string, titleExtra: string, body: string): string {
  return `<section class="report-section" id="section-${anchor}" aria-labelledby="heading-${anchor}">` +
    `<h3 id="heading-${anchor}">${title}${titleExtra ? ` ${titleExtra}` : ''}</h3>${body}</section>`;
}

/**
 * The section's box when it has nothing to show: could not be loaded (named in `unavailable`), or
 * no data (null). `undefined` when the section has data, or is absent from a report that predates it.
 */
function missingSection(anchor: string, title: string, value: unknown, gaps: Gaps, noData: string, name: SectionName = anchor as SectionName): string | undefined {
  if (gaps.failed.has(name) && gaps.demo) {
    return section(anchor, title, '', `<p class="empty unavailable">${title} ${title.endsWith('s') ? 'are' : 'is'} not in the demo data: no answer was recorded for this vehicle.</p>`);
  }
  if (gaps.failed.has(name)) {
    return section(anchor, title, '', `<p class="empty unavailable">${title} could not be loaded this time; the rest of the report is complete.</p>`);
  }
  if (value === null && gaps.notAsked.has(name)) {
    return section(anchor, title, '', `<p class="empty unavailable">Not looked up: NHTSA's decoder returned no model name for this VIN.</p>`);
  }
  if (value === null) return section(anchor, title, '', `<p class="empty">${noData}</p>`);
  return undefined;
}

function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

function joinParts(parts: (string | undefined)[]): string | undefined {
  const kept = parts.map((p) => p?.trim()).filter((p): p is string => Boolean(p) && p !== 'Not Applicable');
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/** "UNITED STATES (USA)" → "United States (USA)": vPIC writes places in capitals. */
function placeName(text: string | undefined): string | undefined {
  const t = text?.trim();
  if (!t || t !== t.toUpperCase()) return t;
  return t.toLowerCase()
    .replace(/\b[a-z]/g, (c) => c.toUpperCase())
    // vPIC's "UNITED STATES (USA)": the abbreviation says nothing the name does not.
    .replace(/ \([A-Za-z]{2,4}\)$/, '');
}

function sentenceCase(text: string | undefined): string | undefined {
  const t = text?.trim();
  if (!t) return undefined;
  return t === t.toUpperCase() ? t[0] + t.slice(1).toLowerCase() : t;
}

/** "AIR BAGS:FRONTAL" → "Air bags: frontal"; vPIC's and NHTSA's all-capital names read better in sentence case. */
function titleCase(text: string | undefined): string {
  const t = text?.trim() ?? '';
  if (t === '' || t !== t.toUpperCase()) return t;
  const lower = t.toLowerCase().replace(/:(?=\S)/g, ': ');
  return lower[0]!.toUpperCase() + lower.slice(1);
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

function formatNumber(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  const [whole, fraction] = String(Math.abs(rounded)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '−' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

function formatPercent(share: number): string {
  return `${formatNumber(Math.round(share * 1000) / 10)} %`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2021-03-12" → "12 March 2021"; anything else is shown as it is. */
function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return iso;
  return `${Number(m[3])} ${month} ${m[1]}`;
}

/** "2026-11-22T12:00:00.000Z" → "22 November 2026 at 12:00 UTC". */
function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} at ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
