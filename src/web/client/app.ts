/**
 * The page's script: the VIN field with its live hints, one call to the public API per report
 * (POST /api/decode, like any client), the report drawn by renderReport, and addresses that open a
 * report directly (/vin/<VIN>, /?vin=<VIN>). Bundled for the browser by scripts/bundle-page.ts.
 */
import { renderNcapPicture } from '../ncap-picture-view.js';
import type { VinReport } from '../../report/report.js';
import { escapeHtml, renderReport } from '../report-view.js';
import { vehicleTitle } from '../../words/vehicle-words.js';
import { budgetLine, BUILDING, limitReachedText, PAGE_MESSAGES, unexpectedStatusText } from '../../words/page-words.js';
import { describeHints, describeHintsAfterDecode, normalizeVinInput, vinHints, type DecoderVerdict, type VinHints } from '../../words/vin-check.js';

const form = element<HTMLFormElement>('vin-form');
const input = element<HTMLInputElement>('vin');
const countLine = element<HTMLParagraphElement>('vin-count');
const hintList = element<HTMLUListElement>('vin-hints');
const budget = element<HTMLParagraphElement>('budget');
const status = element<HTMLDivElement>('status');
const result = element<HTMLDivElement>('result');

const BASE_TITLE = 'VIN report';
/** Reports already shown, so going back and forward does not spend the daily allowance again. */
const shown = new Map<string, Shown>();
/** A report as the service answered it; `staleSeconds` when it was an expired one served through an outage. */
interface Shown {
  report: VinReport;
  json: string;
  staleSeconds?: number;
}
let current: { vin: string; controller: AbortController } | undefined;
/** The decoder's verdict on the VIN last shown: the field's hints never contradict it. */
let decoded: { vin: string; verdict: DecoderVerdict } | undefined;
let rawJsonUrl: string | undefined;

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The page lacks #${id}.`);
  return found as T;
}

// ---- the field --------------------------------------------------------------------------------

function showHints(): void {
  const hints = vinHints(input.value);
  // At 17 well-formed characters the check-digit line says it all.
  countLine.textContent = hints.length === 0 || hints.wellFormed ? '' : `${hints.length} / 17`;
  countLine.className = `hint-count${hints.length === 17 ? ' hint-count-full' : hints.length > 17 ? ' hint-count-over' : ''}`;
  const verdict = decoded && decoded.vin === hints.vin ? decoded.verdict : undefined;
  const lines = describeHintsAfterDecode(hints, verdict).filter((line) => line.tone !== 'neutral');
  hintList.innerHTML = lines.map((line) => `<li class="hint hint-${line.tone}">${escapeHtml(line.text)}</li>`).join('');
  const problem = lines.some((line) => line.tone === 'problem');
  if (problem) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

input.addEventListener('input', () => {
  // Capitals as they are typed, keeping the caret where it was.
  const { selectionStart, selectionEnd } = input;
  const upper = input.value.toUpperCase();
  if (upper !== input.value) {
    input.value = upper;
    input.setSelectionRange(selectionStart, selectionEnd);
  }
  showHints();
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const vin = normalizeVinInput(input.value);
  if (vin === '') {
    showMessage({ tone: 'problem', title: PAGE_MESSAGES.emptyTitle, text: PAGE_MESSAGES.emptyText });
    input.focus();
    return;
  }
  void open(vin, 'push');
});

// ---- addresses --------------------------------------------------------------------------------

/** The VIN an address asks for: /vin/<VIN> or /?vin=<VIN>. */
function vinFromLocation(): string | undefined {
  const match = /^\/vin\/([^/]+)\/?$/.exec(location.pathname);
  let raw: string | null | undefined;
  if (match) {
    try {
      raw = decodeURIComponent(match[1]!);
    } catch {
      raw = match[1];
    }
  } else {
    raw = new URLSearchParams(location.search).get('vin');
  }
  const vin = raw ? normalizeVinInput(raw) : '';
  return vin === '' ? undefined : vin;
}

function reportPath(vin: string): string {
  return `/vin/${encodeURIComponent(vin)}`;
}

window.addEventListener('popstate', () => {
  const vin = vinFromLocation();
  if (vin === current?.vin) return; // a jump within the report (#section-…)
  if (vin === undefined) {
    current?.controller.abort();
    current = undefined;
    clearView();
    input.value = '';
    showHints();
    return;
  }
  input.value = vin;
  showHints();
  void open(vin, 'none');
});

// ---- one report -------------------------------------------------------------------------------

type HistoryStep = 'push' | 'replace' | 'none';

async function open(vin: string, step: HistoryStep): Promise<void> {
  current?.controller.abort();
  const controller = new AbortController();
  current = { vin, controller };
  input.value = vin;
  showHints();
  const known = shown.get(vin);
  if (known) return showReport(vin, known, step);
  // A VIN the page already knows is malformed is not sent: the answer would be a 400 that still
  // spends one of the visitor's daily requests.
  const hints = vinHints(vin);
  if (!hints.wellFormed) return showMalformed(hints);

  setLoading(vin);
  let response: Response;
  let text: string;
  try {
    response = await fetch('/api/decode', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ vin }),
      signal: controller.signal,
    });
    text = await response.text();
  } catch (err) {
    if (controller.signal.aborted) return;
    setLoading(undefined);
    return showFailure(vin, PAGE_MESSAGES.unreachable);
  }
  if (controller.signal.aborted) return;
  setLoading(undefined);
  showBudget(response.headers);
  const body = parseJson(text);
  if (response.status === 200 && isReport(body)) {
    const age = response.headers.get('age');
    const answer: Shown = { report: body, json: text };
    if (response.headers.get('x-cache') === 'STALE' && age !== null && Number.isFinite(Number(age))) answer.staleSeconds = Number(age);
    shown.set(vin, answer);
    return showReport(vin, answer, step);
  }
  showError(vin, response, body);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isReport(body: unknown): body is VinReport {
  if (typeof body !== 'object' || body === null) return false;
  const r = body as Record<string, unknown>;
  return typeof r.vin === 'string' && typeof r.vehicle === 'object' && Array.isArray(r.recalls) && typeof r.ai === 'object';
}

function setLoading(vin: string | undefined): void {
  if (vin === undefined) {
    status.innerHTML = '';
    result.removeAttribute('aria-busy');
    return;
  }
  result.setAttribute('aria-busy', 'true');
  result.classList.add('is-stale');
  status.innerHTML = `<p class="loading"><span class="spinner" aria-hidden="true"></span>${BUILDING.before} <span class="vin">${escapeHtml(vin)}</span>${BUILDING.after}</p>`;
}

function showReport(vin: string, { report, json, staleSeconds }: Shown, step: HistoryStep): void {
  if (rawJsonUrl) URL.revokeObjectURL(rawJsonUrl);
  rawJsonUrl = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  result.classList.remove('is-stale');
  result.innerHTML = renderReport(report, { rawJsonHref: rawJsonUrl, staleSeconds, picture: renderNcapPicture });
  decoded = report.assessment ? { vin, verdict: report.assessment.decode } : undefined;
  showHints();
  document.title = `${vehicleTitle(report.vehicle, vin)} – ${BASE_TITLE}`;
  const path = reportPath(vin);
  if (step === 'push' && location.pathname !== path) history.pushState({ vin }, '', path);
  else if (step !== 'none' || location.pathname !== path) history.replaceState({ vin }, '', path + location.hash);
  document.getElementById('report-title')?.focus();
}

function clearView(): void {
  setLoading(undefined);
  result.innerHTML = '';
  result.classList.remove('is-stale');
  document.title = BASE_TITLE;
}

// ---- what went wrong --------------------------------------------------------------------------

interface Message {
  tone: 'problem' | 'warning';
  title: string;
  text: string;
  /** Shown in a quote box: an upstream's own words. */
  quote?: { label: string; text: string };
  retryVin?: string;
}

function showMessage(message: Message): void {
  result.classList.remove('is-stale');
  result.innerHTML = `<div class="message message-${message.tone}" role="alert">` +
    `<h2 id="message-title" tabindex="-1">${escapeHtml(message.title)}</h2>` +
    `<p>${escapeHtml(message.text)}</p>` +
    (message.quote ? `<figure class="quote"><figcaption>${escapeHtml(message.quote.label)}</figcaption><blockquote><p>${escapeHtml(message.quote.text)}</p></blockquote></figure>` : '') +
    (message.retryVin ? `<p><button type="button" class="retry" data-vin="${escapeHtml(message.retryVin)}">Try again</button></p>` : '') +
    `</div>`;
  document.title = `${message.title} – ${BASE_TITLE}`;
}

result.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('button.retry');
  if (button?.dataset.vin) void open(button.dataset.vin, 'push');
});

function showError(vin: string, response: Response, body: unknown): void {
  const fields = typeof body === 'object' && body !== null ? body as Record<string, unknown> : {};
  const error = typeof fields.error === 'string' ? fields.error : '';
  if (response.status === 400) {
    const errorText = typeof fields.errorText === 'string' ? fields.errorText : undefined;
    const undecodable = errorText !== undefined || 'vehicle' in fields;
    if (undecodable) {
      showMessage({
        tone: 'problem',
        title: PAGE_MESSAGES.undecodableTitle,
        text: `${error || PAGE_MESSAGES.undecodableDefault} ${PAGE_MESSAGES.undecodableAdvice}`,
        quote: errorText ? { label: PAGE_MESSAGES.vpicSays, text: errorText } : undefined,
      });
    } else {
      showMessage({ tone: 'problem', title: PAGE_MESSAGES.invalidTitle, text: error || PAGE_MESSAGES.invalidDefault });
    }
    input.setAttribute('aria-invalid', 'true');
    return focusMessage();
  }
  if (response.status === 429) {
    const seconds = resetSeconds(fields, response.headers);
    const limit = typeof fields.limit === 'number' ? fields.limit : undefined;
    showMessage({
      tone: 'warning',
      title: PAGE_MESSAGES.limitTitle,
      text: limitReachedText(limit, seconds !== undefined ? describeWait(seconds) : undefined),
    });
    return focusMessage();
  }
  if (response.status === 404 && Array.isArray(fields.demoVins)) {
    // Demo mode answers only the VINs it has recordings for; its error names them.
    showMessage({ tone: 'warning', title: PAGE_MESSAGES.notInDemoTitle, text: error });
    return focusMessage();
  }
  if (response.status >= 500) return showFailure(vin, error || PAGE_MESSAGES.buildFailed);
  showMessage({ tone: 'problem', title: PAGE_MESSAGES.notShownTitle, text: error || unexpectedStatusText(response.status) });
  focusMessage();
}

function showMalformed(hints: VinHints): void {
  setLoading(undefined);
  const problems = describeHints(hints).filter((line) => line.tone === 'problem' || line.tone === 'neutral').map((line) => line.text);
  showMessage({ tone: 'problem', title: PAGE_MESSAGES.invalidTitle, text: `${problems.join(' ')} ${PAGE_MESSAGES.nothingSent}` });
  input.setAttribute('aria-invalid', 'true');
  focusMessage();
}

function showFailure(vin: string, text: string): void {
  showMessage({ tone: 'warning', title: PAGE_MESSAGES.notBuiltTitle, text, retryVin: vin });
  focusMessage();
}

function focusMessage(): void {
  document.getElementById('message-title')?.focus();
}

function resetSeconds(fields: Record<string, unknown>, headers: Headers): number | undefined {
  if (typeof fields.resetSeconds === 'number' && fields.resetSeconds >= 0) return fields.resetSeconds;
  const retryAfter = Number(headers.get('retry-after'));
  return Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined;
}

/** "in 3 hours and 12 minutes (at 00:00 your time)". */
function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest > 0 ? `${rest} minute${rest === 1 ? '' : 's'}` : ''].filter(Boolean);
  const at = new Date(Date.now() + seconds * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return `in ${parts.join(' and ')} (at ${at} your time)`;
}

function showBudget(headers: Headers): void {
  const limit = Number(headers.get('x-ratelimit-limit'));
  const remaining = Number(headers.get('x-ratelimit-remaining'));
  if (!headers.has('x-ratelimit-limit') || !Number.isFinite(limit) || !Number.isFinite(remaining)) return;
  budget.textContent = budgetLine(remaining, limit);
}

// ---- start ------------------------------------------------------------------------------------

const initial = vinFromLocation();
if (initial) void open(initial, 'replace');
else showHints();
