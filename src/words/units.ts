/** Numbers with their units, as every door writes them: a percentage, kWh, litres, dollars. */
import { formatNumber } from './text.js';

/** A share of one as a percentage: 0.159 → "15.9%", 0.15 → "15%". */
export function formatPercent(share: number): string {
  return `${formatNumber(share * 100)}%`;
}

/** vPIC's battery capacity ("82.00") → "82 kWh"; undefined for nothing plausible. */
export function formatKwh(kwh: string | undefined): string | undefined {
  const n = Number(kwh?.trim());
  return kwh?.trim() && Number.isFinite(n) && n > 0 ? `${formatNumber(n)} kWh` : undefined;
}

/** vPIC's displacement in litres ("2.998832712") → "3.0 L"; undefined for nothing plausible. */
export function formatLitres(displacement: string | undefined): string | undefined {
  const n = Number.parseFloat(displacement ?? '');
  return Number.isFinite(n) && n > 0 ? `${n.toFixed(1)} L` : undefined;
}

/** "$2,300" (the sign is for the words around it to say). */
export function dollars(amount: number): string {
  return `$${formatNumber(Math.abs(Math.round(amount)))}`;
}
