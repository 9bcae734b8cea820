/**
 * The report as HTML for reading: one pure function from a report to escaped markup, shared by the
 * web page (src/web/client/app.ts) and the MCP App card, both styled by src/web/styles.css. It uses
 * no DOM and no locale, and every word comes from src/words/ (src/words/door-words.ts,
 * src/words/section-words.ts, src/words/lookup-words.ts and each section's words), so the same
 * report reads the same here, in the CLI and in the CSV.
 * Every value from the report passes through `escapeHtml`; links are written only for https
 * addresses.
 */
import { recallCounts, recallsMayApplyFirst } from '../report/recalls.js';
import type { VinReport } from '../report/report.js';
import type { Recall } from '../report/schemas.js';
import { sectionState, type SectionState } from '../report/section-state.js';
import type { SectionKey } from '../report/sections.js';
import { ASSESSMENT_TITLES, issuesBesideUnknowns } from '../words/assessment-words.js';
import { complaintIncidentsSentence } from '../words/complaint-words.js';
import { componentName } from '../words/component-words.js';
import { formatDate, formatDateTime, reportYear } from '../words/dates.js';
import { DECODE_TITLES, decodeNotice } from '../words/decode-words.js';
import { electricFiguresSentence, emissionsWords, formatMpg, mpgUnit, rangeLabel, runningCostSentence } from '../words/fuel-economy-words.js';
import { coverageNote, guessedEngineLine, MAINTENANCE_LABELS } from '../words/maintenance-words.js';
import { DEMO_NOTICE, staleNotice } from '../words/notice-words.js';
import { APPLIES_TO_WORDS, RECALL_LABELS, recallCountLine, recallEvidenceText } from '../words/recall-words.js';
import { driverAidLines, investigationsSentence, RATING_LABELS, starCount, starsText } from '../words/safety-rating-words.js';
import { assessedScoreText, factorText, PROVISIONAL_NOTE, scoreWord, shownScore } from '../words/score-words.js';
import { GAP_NOTES, SECTION_TITLES } from '../words/section-words.js';
import { count, formatNumber } from '../words/text.js';
import { plantPlace, vehicleTitle } from '../words/vehicle-words.js';
import {
  appliesToText, batteryText, campaignText, CHECK_VIN_LINK, COMPLAINT_LABELS, complaintsIntro, DATA_SOURCES, DRIVER_AIDS_TITLE, engineText, FUEL_LABELS, fuelIntro, generatedSentence,
  INVESTIGATIONS_LINK, MAINTENANCE_TITLES, mpgUnitName, NO_FACTORS, OPEN_RECALLS_LINK, RATINGS_TILE, ratingsIntro, RAW_JSON_LINK, RECALL_FALLBACK_TITLE, RECALL_LIST_NOTE, recallTileNote,
  rolloverRiskLine, sourceText, SUMMARY_TITLES, summaryAuthorship, transmissionText, VEHICLE_LABELS,
} from '../words/door-words.js';
import { SCORE_SPOKEN } from '../words/page-words.js';
import { NARROWED_TILE_NOTE, sectionGapText, sectionNotes } from '../words/lookup-words.js';

export interface RenderOptions {
  /** Where the "Raw JSON" link points (the page uses a blob: address of the response); no link without it. */
  rawJsonHref?: string;
  /** Set when the service served an expired report through an outage (X-Cache: STALE): its age. */
  staleSeconds?: number;
  /**
   * Draws NHTSA's photo of the tested model (ncap-picture-view.ts): the page's from the service's
   * own origin, the MCP card's from the data: address its result carried. Without it, no image.
   */
  picture?: (ratings: NonNullable<VinReport['safetyRatings']>) => string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for both element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** How the page shows one section: where, its tile in the "at a glance" strip, and its box. */
interface SectionView<K extends SectionKey> {
  /** The box's anchor (#section-<anchor>), which the glance tile links to. */
  anchor: string;
  /** Place on the page; sections with `half` next to each other share a row. */
  order: number;
  half?: boolean;
  /** The glance tile, or null for a section without one. */
  tile: ((value: NonNullable<VinReport[K]>, report: VinReport) => Tile) | null;
  /** The tile's label when the section has nothing to show. */
  tileLabel?: string;
  /** The box's body when the section has data. */
  render(value: NonNullable<VinReport[K]>, report: VinReport, options: RenderOptions): { extra?: string; body: string };
}

interface Tile {
  tone: string;
  value: string;
  valueIsMarkup?: boolean;
  label: string;
  note: string;
}

/** Every section's view: the compiler names this map when a section is added. */
const SECTION_VIEWS: { [K in SectionKey]: SectionView<K> } = {
  recalls: {
    anchor: 'recalls', order: 1, tile: recallTile, tileLabel: SECTION_TITLES.recalls,
    render: (recalls, report) => ({
      extra: `<span class="count">${recalls.length}</span>`,
      body: recallLookupNote(report) + crossNotes(report, 'recalls') + `<p class="section-note recall-count">${escapeHtml(recallCountLine(recallCounts(report)))}</p>` +
        `<ol class="recalls">${recallsMayApplyFirst(recalls).map(renderRecall).join('')}</ol>`,
    }),
  },
  complaints: {
    anchor: 'complaints', order: 2, tileLabel: COMPLAINT_LABELS.total,
    tile: (c, report) => ({
      tone: 'neutral', value: formatNumber(c.total), label: c.total === 1 ? COMPLAINT_LABELS.one : COMPLAINT_LABELS.total,
      note: c.crashes > 0 || c.fires > 0 ? `${count(c.crashes, 'crash', 'crashes')}, ${count(c.fires, 'fire')}`
        : report.narrowed?.includes('complaints') ? NARROWED_TILE_NOTE : COMPLAINT_LABELS.tileNote,
    }),
    render: (c, report) => ({ body: crossNotes(report, 'complaints') + renderComplaints(c) }),
  },
  safetyRatings: {
    anchor: 'safety', order: 3, half: true, tileLabel: RATINGS_TILE.label,
    tile: (s) => {
      const stars = starCount(s.overall);
      return stars === undefined
        ? { tone: 'muted', value: '–', label: RATINGS_TILE.label, note: RATINGS_TILE.notRated }
        : { tone: stars >= 5 ? 'ok' : stars >= 4 ? 'neutral' : 'warning', value: `${stars}<span class="glance-unit">/5</span>`, valueIsMarkup: true, label: RATINGS_TILE.label, note: RATINGS_TILE.stars };
    },
    render: (s, _report, options) => ({ body: renderSafetyRatings(s, options) }),
  },
  fuelEconomy: {
    anchor: 'fuel', order: 4, half: true, tileLabel: SECTION_TITLES.fuelEconomy,
    tile: (f) => ({ tone: 'neutral', value: `${formatNumber(f.combinedMpg)}<span class="glance-unit"> ${mpgUnit(f.fuelType)}</span>`, valueIsMarkup: true, label: FUEL_LABELS.combined, note: FUEL_LABELS.tileNote }),
    render: (f) => ({ body: renderFuelEconomy(f) }),
  },
  maintenance: {
    anchor: 'maintenance', order: 5, tile: null,
    render: (spec, report) => ({ extra: spec.isElectric ? `<span class="tag">${MAINTENANCE_TITLES.electric}</span>` : '', body: renderMaintenance(spec, report) }),
  },
};

const PAGE_ORDER = (Object.keys(SECTION_VIEWS) as SectionKey[]).sort((a, b) => SECTION_VIEWS[a].order - SECTION_VIEWS[b].order);

export function renderReport(report: VinReport, options: RenderOptions = {}): string {
  return [
    '<article class="report" aria-labelledby="report-title">',
    renderIdentity(report),
    report.demo ? `<p class="demo-notice" role="note">${escapeHtml(DEMO_NOTICE)}</p>` : '',
    options.staleSeconds === undefined ? '' : renderStaleNotice(options.staleSeconds),
    renderGlance(report),
    renderSummary(report),
    renderAssessment(report),
    renderSections(report, options),
    renderFooter(report, options),
    '</article>',
  ].join('');
}

/** The sections' boxes in page order, half-width ones paired in a row. */
function renderSections(report: VinReport, options: RenderOptions): string {
  let out = '';
  let row: string[] = [];
  for (const key of PAGE_ORDER) {
    const box = renderSection(report, key, options);
    if (SECTION_VIEWS[key].half) {
      row.push(box);
      continue;
    }
    if (row.length > 0) out += `<div class="report-pair">${row.join('')}</div>`;
    row = [];
    out += box;
  }
  if (row.length > 0) out += `<div class="report-pair">${row.join('')}</div>`;
  return out;
}

function renderSection<K extends SectionKey>(report: VinReport, key: K, options: RenderOptions): string {
  const view = SECTION_VIEWS[key];
  const value = report[key];
  const state = sectionState(report, key, value);
  const title = SECTION_TITLES[key];
  if (state === 'data') {
    const { extra = '', body } = view.render(value as NonNullable<VinReport[K]>, report, options);
    return section(view.anchor, title, extra, body);
  }
  return section(view.anchor, title, '', renderGap(report, key, state));
}

/** A section with nothing to show says why, in the words every door uses. */
function renderGap(report: VinReport, key: SectionKey, state: Exclude<SectionState, 'data'>): string {
  const sentence = escapeHtml(sectionGapText(report, key, state));
  if (key !== 'recalls') return `<p class="empty${state === 'none' || state === 'notApplicable' ? '' : ' unavailable'}">${sentence}</p>`;
  const lookup = safeHref(report.recallLookupUrl);
  const check = lookup ? ` <a href="${escapeHtml(lookup)}" rel="noopener noreferrer">${CHECK_VIN_LINK}</a>.` : '';
  if (state === 'none') return `<p class="empty">${sentence}${check}</p>${crossNotes(report, 'recalls', true)}`;
  return `<p class="empty unavailable">${sentence}${check}</p>`;
}

// ---- identity ---------------------------------------------------------------------------------

function renderIdentity(report: VinReport): string {
  const v = report.vehicle;
  const facts: [string, string | undefined][] = [
    [VEHICLE_LABELS.body, sentenceCase(v.bodyClass || v.vehicleType)],
    [VEHICLE_LABELS.drive, v.driveType],
    [VEHICLE_LABELS.engine, joinParts([engineText(v), batteryText(v.batteryKwh)])],
    [VEHICLE_LABELS.fuel, joinParts([v.fuelType, v.electrificationLevel])],
    [VEHICLE_LABELS.transmission, transmissionText(v)],
    [VEHICLE_LABELS.builtIn, plantPlace(v)],
  ];
  const shown = facts.filter(([, value]) => value);
  return `<header class="report-identity">` +
    `<div class="identity-text">` +
    `<p class="eyebrow">${VEHICLE_LABELS.eyebrow}</p>` +
    `<h2 id="report-title" tabindex="-1">${escapeHtml(vehicleTitle(v, report.vin))}</h2>` +
    `<p class="vin-line"><span class="label">${VEHICLE_LABELS.vin}</span> <span class="vin">${escapeHtml(report.vin)}</span></p>` +
    renderDecodeBanner(report) +
    (shown.length > 0
      ? `<dl class="facts">${shown.map(([label, value]) => `<div><dt>${label}</dt><dd>${breakAfterSlashes(escapeHtml(value))}</dd></div>`).join('')}</dl>`
      : '') +
    `</div>` +
    renderScore(report.ai.score, report.assessment?.score) +
    `</header>`;
}

/** vPIC joins alternatives with slashes ("Hatchback/Liftback/Notchback"): a narrow column wraps there, not mid-word. */
function breakAfterSlashes(html: string): string {
  return html.replace(/\//g, '/<wbr>');
}

/** An expired report says so before anything else is read: recalls announced since are not in it. */
function renderStaleNotice(seconds: number): string {
  return `<p class="stale-notice" role="status">${escapeHtml(staleNotice(seconds))}</p>`;
}

/** The ring's colour follows the word: poor (up to 4), fair (5-6), good (7-8), excellent (9-10). */
function scoreTone(score: number): string {
  if (score >= 9) return 'great';
  if (score >= 7) return 'good';
  if (score >= 5) return 'fair';
  return 'poor';
}

function renderScore(rawScore: number, assessed: NonNullable<VinReport['assessment']>['score'] | undefined): string {
  const score = shownScore(rawScore);
  if (assessed && !assessed.enoughData) {
    return `<div class="score score-unknown">` +
      `<p class="score-ring"><span class="visually-hidden">${SCORE_SPOKEN.label}: </span><span class="score-number">?</span></p>` +
      `<p class="score-word">${escapeHtml(assessed.label)}</p>` +
      `</div>`;
  }
  return `<div class="score score-${scoreTone(score)}">` +
    `<p class="score-ring"><span class="visually-hidden">${SCORE_SPOKEN.label}: </span><span class="score-number">${score}</span><span class="score-of"><span aria-hidden="true">/</span><span class="visually-hidden"> ${SCORE_SPOKEN.outOf} </span>10</span></p>` +
    `<p class="score-word">${scoreWord(score)}${assessed?.provisional ? ' <span class="score-provisional">(provisional)</span>' : ''}</p>` +
    `</div>`;
}

/** Above the specs, when vPIC was not sure of the VIN: what it said, the VIN it suggests, a year that does not fit. */
function renderDecodeBanner(report: VinReport): string {
  const decode = report.assessment?.decode;
  if (!decode) return '';
  const lines = decodeNotice(decode);
  const title = DECODE_TITLES[decode.confidence];
  if (!title && lines.length === 0) return '';
  const tone = decode.certain ? 'info' : 'warning';
  return `<div class="decode-banner decode-${tone}" role="${decode.certain ? 'note' : 'alert'}">` +
    (title ? `<p class="decode-title"><strong>${escapeHtml(title)}</strong></p>` : '') +
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `</div>`;
}

/** The score's factors, what to look up elsewhere and what the report does not hold, then the checklist. */
function renderAssessment(report: VinReport): string {
  const a = report.assessment;
  if (!a) return '';
  const factors = a.score.factors.length > 0
    ? `<h4>${ASSESSMENT_TITLES.factors}</h4><ul class="factors">${a.score.factors.map((f) => `<li class="${f.points > 0 ? 'factor-up' : 'factor-down'}">${escapeHtml(factorText(f))}</li>`).join('')}</ul>`
    : `<p class="section-note">${NO_FACTORS}</p>`;
  const link = (l: { name: string; url: string }) => {
    const href = safeHref(l.url);
    return href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${escapeHtml(l.name)}</a>` : escapeHtml(l.name);
  };
  const unknowns = a.unknowns.length > 0
    ? `<h4>${ASSESSMENT_TITLES.unknowns}</h4><ul class="unknowns">${a.unknowns.map((u) => `<li>${escapeHtml(u.text)}${u.lookup ? ` ${link(u.lookup)}` : ''}</li>`).join('')}</ul>`
    : '';
  const notCovered = `<h4>${ASSESSMENT_TITLES.notCovered}</h4><ul class="not-covered">${a.notCovered.map((n) =>
    `<li>${escapeHtml(n.text)}${n.lookups.length > 0 ? ` ${n.lookups.map(link).join(', ')}.` : ''}</li>`).join('')}</ul>`;
  const score = section('score', `${ASSESSMENT_TITLES.score}: ${escapeHtml(assessedScoreText(a.score))}`, '',
    factors + (a.score.provisional ? `<p class="section-note">${escapeHtml(PROVISIONAL_NOTE)}</p>` : '') + unknowns + notCovered);
  const checks = a.checks.length > 0
    ? section('checks', ASSESSMENT_TITLES.checks, '', `<ul class="checks">${a.checks.map((c) => `<li>${escapeHtml(c.text)}</li>`).join('')}</ul>`)
    : '';
  return score + checks;
}

// ---- at a glance ------------------------------------------------------------------------------

function renderGlance(report: VinReport): string {
  const tiles = PAGE_ORDER.map((key) => glanceTileOf(report, key)).filter((tile): tile is string => tile !== undefined);
  // With the recall tile alone the strip would repeat the heading below.
  if (tiles.length < 2) return '';
  return `<nav class="glance" aria-label="At a glance"><ul>${tiles.join('')}</ul></nav>`;
}

function glanceTileOf<K extends SectionKey>(report: VinReport, key: K): string | undefined {
  const view = SECTION_VIEWS[key];
  if (!view.tile) return undefined;
  const value = report[key];
  const state = sectionState(report, key, value);
  // An empty recall list has its own tile (good news unless looked up under one name); other sections without data get a muted one.
  if (state === 'data' || (key === 'recalls' && state === 'none')) return glanceTile(view.anchor, view.tile(value as NonNullable<VinReport[K]>, report));
  // None found under vPIC's model name alone is not "none on file".
  const note = state === 'none' && report.narrowed?.includes(key) ? NARROWED_TILE_NOTE : GAP_NOTES[state];
  return glanceTile(view.anchor, { tone: 'muted', value: '–', label: view.tileLabel ?? SECTION_TITLES[key], note });
}

/** Counts the recalls that may apply; alarms only for those. None found under one model name is no good news. */
function recallTile(recalls: Recall[], report: VinReport): Tile {
  const c = recallCounts({ recalls, assessment: report.assessment });
  const narrowed = report.narrowed?.includes('recalls') === true;
  const note = narrowed && c.parkIt + c.parkOutside === 0 ? NARROWED_TILE_NOTE : recallTileNote(c);
  const tone = c.parkIt > 0 ? 'danger' : c.mayApply > 0 ? 'warning' : narrowed ? 'muted' : 'ok';
  return { tone, value: formatNumber(c.total === 0 ? 0 : c.mayApply), label: c.total === 0 || c.mayApply !== 1 ? SECTION_TITLES.recalls : RECALL_FALLBACK_TITLE, note };
}

function glanceTile(anchor: string, tile: Tile): string {
  return `<li><a class="glance-tile tone-${tile.tone}" href="#section-${anchor}">` +
    `<span class="glance-value">${tile.valueIsMarkup ? tile.value : escapeHtml(tile.value)}</span>` +
    `<span class="glance-label">${escapeHtml(tile.label)}</span>` +
    `<span class="glance-note">${escapeHtml(tile.note)}</span></a></li>`;
}

// ---- summary ----------------------------------------------------------------------------------

function renderSummary(report: VinReport): string {
  const ai = report.ai;
  const issues = issuesBesideUnknowns(report);
  const list = (items: string[], kind: string, title: string) => items.length === 0 ? '' :
    `<div class="points points-${kind}"><h4>${title}</h4><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul></div>`;
  return section('summary', SUMMARY_TITLES.summary, '',
    `<p class="overview">${escapeHtml(ai.overview)}</p>` +
    (ai.strengths.length + issues.length > 0
      ? `<div class="points-pair">${list(ai.strengths, 'good', SUMMARY_TITLES.strengths)}${list(issues, 'bad', SUMMARY_TITLES.issues)}</div>`
      : '') +
    (ai.buyingAdvice ? `<div class="callout"><h4>${SUMMARY_TITLES.buyingAdvice}</h4><p>${escapeHtml(ai.buyingAdvice)}</p></div>` : '') +
    (ai.maintenanceTips ? `<h4>${SUMMARY_TITLES.maintenanceTips}</h4><p>${escapeHtml(ai.maintenanceTips)}</p>` : '') +
    `<p class="provenance">${escapeHtml(summaryAuthorship(ai))}</p>`);
}

// ---- recalls ----------------------------------------------------------------------------------

/** The recall or complaint box's notes (cross-checks, a look-up under one name); `skipGap` when the box's own sentence already is one. */
function crossNotes(report: VinReport, key: SectionKey, skipGap = false): string {
  return sectionNotes(report, key)
    .filter((note) => !(skipGap && note === sectionGapText(report, key, 'none')))
    .map((note) => `<p class="section-note cross-check">${escapeHtml(note)}</p>`).join('');
}

function recallLookupNote(report: VinReport): string {
  const lookup = safeHref(report.recallLookupUrl);
  return lookup
    ? `<p class="section-note">${RECALL_LIST_NOTE} <a href="${escapeHtml(lookup)}" rel="noopener noreferrer">${OPEN_RECALLS_LINK}</a>.</p>`
    : '';
}

function renderRecall(recall: Recall): string {
  const badges: string[] = [];
  if (recall.parkIt) badges.push(`<li class="badge badge-danger">${RECALL_LABELS.parkIt}</li>`);
  if (recall.parkOutside) badges.push(`<li class="badge badge-fire">${RECALL_LABELS.parkOutside}</li>`);
  if (recall.overTheAirUpdate) badges.push(`<li class="badge badge-info">${RECALL_LABELS.overTheAirUpdate}</li>`);
  if (recall.appliesTo) badges.push(`<li class="badge ${APPLIES_TO_CLASSES[recall.appliesTo]}">${APPLIES_TO_WORDS[recall.appliesTo]}</li>`);
  const meta = [
    recall.reportReceivedDate ? timeOf(recall.reportReceivedDate) : '',
    recall.campNo ? escapeHtml(campaignText(recall.campNo)).replace(/ (\S+)$/, ' <span class="mono">$1</span>') : '',
  ].filter(Boolean).join('<span aria-hidden="true"> · </span>');
  const details: [string, string | undefined][] = [[RECALL_LABELS.consequence, recall.consequence], [RECALL_LABELS.remedy, recall.remedy]];
  return `<li class="recall${recall.parkIt ? ' recall-danger' : recall.parkOutside ? ' recall-fire' : ''}">` +
    `<h4>${escapeHtml(componentName(recall.component) || RECALL_FALLBACK_TITLE)}</h4>` +
    (meta ? `<p class="recall-meta">${meta}</p>` : '') +
    (badges.length > 0 ? `<ul class="badges" aria-label="Flags">${badges.join('')}</ul>` : '') +
    (recall.reason ? `<p class="recall-reason">${escapeHtml(recall.reason)}</p>` : '') +
    (recallEvidenceText(recall) ? `<p class="recall-evidence">${escapeHtml(recallEvidenceText(recall)!)}</p>` : '') +
    (recall.summary ? `<p>${escapeHtml(recall.summary)}</p>` : '') +
    details.filter(([, text]) => text).map(([label, text]) => `<p class="recall-detail"><strong>${label}:</strong> ${escapeHtml(text)}</p>`).join('') +
    `</li>`;
}

const APPLIES_TO_CLASSES = { likely: 'badge-warning', unlikely: 'badge-muted', unknown: 'badge-neutral' } as const;

// ---- complaints -------------------------------------------------------------------------------

function renderComplaints(complaints: NonNullable<VinReport['complaints']>): string {
  const incidents: [string, number, string][] = [
    [COMPLAINT_LABELS.crashes, complaints.crashes, complaints.crashes > 0 ? 'stat-warning' : ''],
    [COMPLAINT_LABELS.fires, complaints.fires, complaints.fires > 0 ? 'stat-warning' : ''],
    [COMPLAINT_LABELS.injuries, complaints.injuries, complaints.injuries > 0 ? 'stat-warning' : ''],
    [COMPLAINT_LABELS.deaths, complaints.deaths, complaints.deaths > 0 ? 'stat-danger' : ''],
  ];
  // No row of zeros: without any incident, one sentence says so.
  const none = incidents.every(([, value]) => value === 0);
  const stats: [string, number, string][] = [[COMPLAINT_LABELS.total, complaints.total, ''], ...(none ? [] : incidents)];
  const top = complaints.components.slice(0, 10);
  const max = Math.max(1, ...top.map((c) => c.count));
  return `<p class="section-note">${withTime(complaintsIntro(complaints.latestFiled), complaints.latestFiled)}</p>` +
    `<dl class="stats">${stats.map(([label, value, cls]) => `<div class="stat ${cls}"><dt>${label}</dt><dd>${formatNumber(value)}</dd></div>`).join('')}</dl>` +
    (none ? `<p class="section-note">${escapeHtml(complaintIncidentsSentence(complaints))}</p>` : '') +
    (top.length > 0
      ? `<h4>${COMPLAINT_LABELS.components}</h4><ul class="bars">${top.map((c) =>
        `<li><span class="bar-label">${escapeHtml(componentName(c.component))}</span><span class="bar-count">${formatNumber(c.count)}</span>` +
        `<span class="bar" aria-hidden="true"><span class="bar-fill w${widthStep(c.count, max)}"></span></span></li>`).join('')}</ul>`
      : '');
}

/** Bar widths come in 5 % steps as classes, because the page's Content-Security-Policy forbids style attributes. */
function widthStep(value: number, max: number): number {
  return Math.max(1, Math.round((value / max) * 20)) * 5;
}

// ---- crash ratings ----------------------------------------------------------------------------

function renderSafetyRatings(ratings: NonNullable<VinReport['safetyRatings']>, options: RenderOptions): string {
  const aids = driverAidLines(ratings.equipment);
  const investigations = ratings.investigations;
  const investigationsHref = investigations ? safeHref(investigations.url) : undefined;
  return (options.picture?.(ratings) ?? '') +
    `<p class="section-note">${escapeHtml(ratingsIntro(ratings.variant))}</p>` +
    `<dl class="ratings">${RATING_LABELS.map(([key, label]) => `<div class="${key === 'overall' ? 'rating-overall' : ''}"><dt>${label}</dt><dd>${stars(ratings[key])}</dd></div>`).join('')}</dl>` +
    (ratings.rolloverRisk !== undefined
      ? `<p class="section-note">${escapeHtml(rolloverRiskLine(ratings.rolloverRisk)).replace(/: (.+)\.$/, ': <strong>$1</strong>.')}</p>`
      : '') +
    (aids.length > 0 ? `<h4>${DRIVER_AIDS_TITLE}</h4><ul class="driver-aids">${aids.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '') +
    (investigations
      ? `<p class="section-note investigations">${escapeHtml(investigationsSentence(investigations))}` +
        (investigationsHref && investigations.count > 0 ? ` <a href="${escapeHtml(investigationsHref)}" rel="noopener noreferrer">${INVESTIGATIONS_LINK}</a>.` : '') + '</p>'
      : '');
}

function stars(rating: string): string {
  const n = starCount(rating);
  if (n === undefined) return `<span class="not-rated">${escapeHtml(starsText(rating))}</span>`;
  return `<span class="stars" aria-hidden="true">${'★'.repeat(n)}<span class="stars-off">${'★'.repeat(5 - n)}</span></span>` +
    `<span class="visually-hidden">${starsText(rating)}</span>`;
}

// ---- fuel economy -----------------------------------------------------------------------------

function renderFuelEconomy(fuel: NonNullable<VinReport['fuelEconomy']>): string {
  const unit = mpgUnit(fuel.fuelType);
  const figures: [string, number][] = [[FUEL_LABELS.city, fuel.cityMpg], [FUEL_LABELS.highway, fuel.highwayMpg], [FUEL_LABELS.combined, fuel.combinedMpg]];
  const title = mpgUnitName(unit);
  const cost = runningCostSentence(fuel);
  const emissions = emissionsWords(fuel);
  return `<p class="section-note">${escapeHtml(fuelIntro(fuel.variant, fuel.fuelType))}</p>` +
    `<dl class="mpg">${figures.map(([label, value]) => `<div class="${label === FUEL_LABELS.combined ? 'mpg-combined' : ''}"><dt>${label}</dt><dd>${formatMpg(value, fuel.fuelType).replace(/ (MPGe?)$/, ` <abbr title="${title}">$1</abbr>`)}</dd></div>`).join('')}</dl>` +
    (electricFigures(fuel)) +
    (fuel.rangeMiles !== undefined ? `<p class="section-note">${rangeLabel(fuel.fuelType)}: <strong>${count(fuel.rangeMiles, 'mile')}</strong>.</p>` : '') +
    (cost ? `<p class="section-note running-cost">${escapeHtml(cost)}</p>` : '') +
    (emissions ? `<p class="section-note">${escapeHtml(emissions)}.</p>` : '');
}

// ---- maintenance ------------------------------------------------------------------------------

/** A plug-in hybrid's figures on electricity, or an electric car's kWh/100 mi, as every door words them. */
function electricFigures(fuel: NonNullable<VinReport['fuelEconomy']>): string {
  const sentence = electricFiguresSentence(fuel);
  return sentence ? `<p class="section-note electric-figures">${escapeHtml(sentence)}</p>` : '';
}

function renderMaintenance(spec: NonNullable<VinReport['maintenance']>, report: VinReport): string {
  const guess = spec.guessedEngine ? `<p class="section-note unavailable guessed-engine">${escapeHtml(guessedEngineLine(spec.guessedEngine))}</p>` : '';
  const rows = MAINTENANCE_LABELS.filter(([key]) => typeof spec[key] === 'string' && spec[key] !== '');
  const issues = spec.knownIssues ?? [];
  const work = spec.scheduledWork ?? [];
  return guess + (rows.length > 0
    ? `<table class="spec"><caption class="visually-hidden">${MAINTENANCE_TITLES.specs}</caption><tbody>${rows.map(([key, label]) =>
      `<tr><th scope="row">${label}</th><td>${escapeHtml(spec[key])}</td></tr>`).join('')}</tbody></table>`
    : '') +
    (spec.notes ? `<p class="section-note">${escapeHtml(spec.notes)}</p>` : '') +
    (issues.length > 0
      ? `<h4>${MAINTENANCE_TITLES.knownIssues}</h4><ul class="known-issues">${issues.map((issue) => {
        const href = safeHref(issue.source);
        // The host as the link's text; a function replacer, so a "$" in the address stays as it is.
        const source = href ? escapeHtml(sourceText(hostOf(href))).replace(/: (.+)$/, (_, host: string) => `: <a href="${escapeHtml(href)}" rel="noopener noreferrer">${host}</a>`) : escapeHtml(sourceText(issue.source));
        const applies = issue.appliesTo ? ` <span class="applies">${escapeHtml(appliesToText(issue.appliesTo))}</span>` : '';
        const ended = coverageNote(issue.coverage, report.vehicle.modelYear, reportYear(report.generatedAt));
        return `<li><strong>${escapeHtml(issue.title)}</strong> <span>${escapeHtml(issue.detail)}</span>${ended ? ` <span class="coverage-ended">${escapeHtml(ended)}</span>` : ''}${applies}${issue.source ? ` <span class="source">${source}</span>` : ''}</li>`;
      }).join('')}</ul>`
      : '') +
    (work.length > 0
      ? `<h4>${MAINTENANCE_TITLES.scheduledWork}</h4><ul class="scheduled-work">${work.map((item) =>
        `<li><strong>${escapeHtml(item.title)}</strong> <span class="interval">${escapeHtml(item.interval)}.</span> <span>${escapeHtml(item.detail)}</span> <span class="source">${escapeHtml(sourceText(item.source))}</span></li>`).join('')}</ul>`
      : '');
}

// ---- footer -----------------------------------------------------------------------------------

function renderFooter(report: VinReport, options: RenderOptions): string {
  const generated = generatedSentence(report.generatedAt, report.cached);
  const parts = [generated ? withTime(generated, report.generatedAt, formatDateTime(report.generatedAt)) : '', escapeHtml(DATA_SOURCES)].filter(Boolean);
  const raw = options.rawJsonHref
    ? ` <a class="raw-link" href="${escapeHtml(options.rawJsonHref)}" target="_blank" rel="noopener">${RAW_JSON_LINK}</a>`
    : '';
  return `<footer class="report-footer"><p>${parts.join(' ')}${raw}</p></footer>`;
}

// ---- helpers ----------------------------------------------------------------------------------

/** A date as the page shows it: the readable words in a <time> element that carries the ISO date. */
function timeOf(iso: string, shown = formatDate(iso)): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(shown)}</time>`;
}

/** `text` escaped, with the date in it (as src/words/ wrote it, readable) marked up as a <time> element. */
function withTime(text: string, iso: string | undefined, shown = iso ? formatDate(iso) : ''): string {
  const html = escapeHtml(text);
  if (!iso || !shown) return html;
  const at = html.indexOf(escapeHtml(shown));
  return at < 0 ? html : html.slice(0, at) + timeOf(iso, shown) + html.slice(at + escapeHtml(shown).length);
}

function section(anchor: string, title: string, titleExtra: string, body: string): string {
  return `<section class="report-section" id="section-${anchor}" aria-labelledby="heading-${anchor}">` +
    `<h3 id="heading-${anchor}">${title}${titleExtra ? ` ${titleExtra}` : ''}</h3>${body}</section>`;
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

function sentenceCase(text: string | undefined): string | undefined {
  const t = text?.trim();
  if (!t) return undefined;
  return t === t.toUpperCase() ? t[0] + t.slice(1).toLowerCase() : t;
}
