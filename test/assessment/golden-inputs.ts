/**
 * The golden assessment cases: fixture vehicles as the pipeline sees them (vPIC and recall fixtures
 * through the service's own mapping, recall applicability as the recall section judges it,
 * maintenance from the matcher), across decode confidences, powertrains, bodies and data gaps.
 * Hand-made section facts are marked where a case adds them.
 */
import type { SummaryInput } from '../../src/ai/provider.js';
import { fixtureInput } from '../ai/fixture-inputs.js';
import type { SummaryFacts } from '../ai/summary-input.js';

/** The fixture VIN's facts as the pipeline gathers them (recalls judged by the recall section). */
export const pipelineInput = (vin: string, extra: SummaryFacts = {}): SummaryInput => fixtureInput(vin, extra);

const FIVE_STARS = { variant: 'x', overall: '5', frontCrash: '5', sideCrash: '5', rollover: '5' };

export const GOLDEN_ASSESSMENTS: Record<string, () => SummaryInput> = {
  'honda-accord-2003-v6-coupe-regional-recall': () => pipelineInput('1HGCM82633A004352'),
  'honda-odyssey-2008-timing-belt-is-maintenance': () => pipelineInput('SHHRL48498T523662'),
  'chevrolet-tahoe-2011-corrected-multiple-matches': () => pipelineInput('1GNJKADZ1B3449709'),
  'acura-mdx-2003-corrected-with-suggested-vin': () => pipelineInput('2HNYD18213P683944'),
  'suzuki-boulevard-2001-motorcycle-corrected': () => pipelineInput('VTTVY56AX14102439'),
  'jeep-renegade-2015-check-digit-exception': () => pipelineInput('ZACCJABT0FPB56597'),
  'bmw-328i-2012-check-digit-mismatch': () => pipelineInput('WBA3A5C51CF256987'),
  'jefferson-trailer-2004-not-enough-data': () => pipelineInput('1J9ABCYE14V316844'),
  'tesla-model-3-2025-electric': () => pipelineInput('5YJ3E1EBXSF969484', { safetyRatings: FIVE_STARS }),
  'tesla-model-3-2025-three-sections-failed': () => pipelineInput('5YJ3E1EBXSF969484', { unavailable: ['complaints', 'safetyRatings', 'fuelEconomy'] }),
  'ford-f150-2021-4wd-pickup': () => pipelineInput('1FTMW1T88MFA00001'),
  'kia-soul-2022-cvt-corrected': () => pipelineInput('KNDJ33FH3NL151771'),
  'ford-f350-2002-diesel-corrected': () => pipelineInput('2FTRX335429766962'),
  'chevrolet-2005-no-model-recalls-not-looked-up': () => pipelineInput('1GN96Y7A85D088953'),
  'ford-1998-no-detailed-data': () => pipelineInput('1ZV8AY466W2401253'),
  'volkswagen-tiguan-2022-clean': () => pipelineInput('3VV3B7AXXNM077525', { safetyRatings: FIVE_STARS, complaints: { total: 3, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [] } }),
};
