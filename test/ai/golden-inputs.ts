/**
 * The golden cases: fixture vehicles (vPIC and recall fixtures through the service's own mapping,
 * maintenance from the matcher) across makes, ages, fuels and body types, with hand-made complaints,
 * crash ratings, fuel economy, known issues and recall applicability where a case needs them. The
 * hand-made section facts are plausible, not recorded: they exist to exercise the writer's
 * sentences, and are never presented as NHTSA's or the EPA's real figures for these vehicles.
 */
import type { SummaryInput } from '../../src/ai/provider.js';
import { withFacts } from './summary-input.js';
import { fixtureInput } from './fixture-inputs.js';

function withRecallVerdicts(input: SummaryInput, verdicts: Record<string, { appliesTo: 'likely' | 'unlikely' | 'unknown'; reason?: string }>): SummaryInput {
  return withFacts(input, { recalls: input.sections.recalls.map((r) => ({ ...r, ...(r.campNo ? verdicts[r.campNo] : undefined) })) });
}

function withKnownIssues(input: SummaryInput, knownIssues: { title: string; detail: string; source: string }[]): SummaryInput {
  return withFacts(input, { maintenance: input.sections.maintenance ? { ...input.sections.maintenance, knownIssues } : null });
}

export const GOLDEN_CASES: Record<string, () => SummaryInput> = {
  // The timing belt comes from the maintenance table's scheduledWork: maintenance, not an issue.
  'honda-accord-2003-v6-coupe': () =>
    fixtureInput('1HGCM82633A004352', {
      complaints: { total: 212, crashes: 4, fires: 1, injuries: 6, deaths: 0, components: [{ component: 'POWER TRAIN', count: 88 }, { component: 'AIR BAGS', count: 41 }, { component: 'ELECTRICAL SYSTEM', count: 20 }], latestFiled: '2019-06-02' },
    }),
  'tesla-model-3-2025-electric-sedan': () =>
    fixtureInput('5YJ3E1EBXSF969484', {
      safetyRatings: { variant: '2025 Tesla Model 3 4 DR RWD', overall: '5', frontCrash: '5', sideCrash: '5', rollover: '5', rolloverRisk: 0.09 },
      fuelEconomy: { variant: 'Auto (A1)', cityMpg: 138, highwayMpg: 126, combinedMpg: 132, fuelType: 'Electricity', rangeMiles: 363 },
      complaints: { total: 14, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [{ component: 'STEERING', count: 5 }, { component: 'ELECTRICAL SYSTEM', count: 4 }] },
    }),
  'ford-f150-2021-pickup-one-recall-unlikely': () =>
    withRecallVerdicts(
      fixtureInput('1FTMW1T88MFA00001', {
        safetyRatings: { variant: '2021 Ford F-150 SuperCrew 4WD', overall: '4', frontCrash: '4', sideCrash: '5', rollover: '3', rolloverRisk: 0.21 },
        fuelEconomy: { variant: 'Auto (S10), 6 cyl, 3.5 L, Turbo', cityMpg: 18, highwayMpg: 24, combinedMpg: 20, fuelType: 'Regular Gasoline' },
        complaints: { total: 318, crashes: 2, fires: 3, injuries: 1, deaths: 0, components: [{ component: 'POWER TRAIN', count: 97 }, { component: 'ELECTRICAL SYSTEM', count: 64 }, { component: 'ENGINE', count: 40 }] },
      }),
      { '22V414000': { appliesTo: 'unlikely', reason: 'the recall covers one vehicle assembled with a loose fuel tank' }, '21V986000': { appliesTo: 'likely' } },
    ),
  'bmw-328i-2012-sedan-check-digit': () =>
    withKnownIssues(fixtureInput('WBA3A5C51CF256987', { safetyRatings: { variant: '2012 BMW 3 Series 4 DR RWD', overall: 'Not Rated', frontCrash: 'Not Rated', sideCrash: 'Not Rated', rollover: 'Not Rated' } }), [
      { title: 'Timing-chain guide wear on early N20 engines', detail: 'A whine or rattle from the front of the engine needs prompt attention.', source: 'BMW service information for the N20 engine' },
    ]),
  'cadillac-srx-2004-northstar': () =>
    withKnownIssues(fixtureInput('1GYDE63A740121151', { unavailable: ['complaints'] }), [
      { title: 'Head-gasket failure', detail: 'The Northstar V8 is known for head-gasket leaks; watch the coolant level and look for white exhaust smoke.', source: 'GM service information for the Northstar V8' },
    ]),
  'jefferson-state-trailer-2004': () => fixtureInput('1J9ABCYE14V316844'),
  'chevrolet-2005-no-model': () => fixtureInput('1GN96Y7A85D088953', { unavailable: ['complaints', 'safetyRatings', 'fuelEconomy'] }),
  'jeep-renegade-2015-trailhawk': () =>
    fixtureInput('ZACCJBCT0FPB53096', {
      safetyRatings: { variant: '2015 Jeep Renegade SUV 4WD', overall: '4', frontCrash: '4', sideCrash: '5', rollover: '4', rolloverRisk: 0.17 },
      fuelEconomy: { variant: 'Auto 9-spd, 4 cyl, 2.4 L', cityMpg: 21, highwayMpg: 29, combinedMpg: 24, fuelType: 'Regular Gasoline' },
      complaints: { total: 1184, crashes: 12, fires: 2, injuries: 9, deaths: 0, components: [{ component: 'POWER TRAIN', count: 402 }, { component: 'ENGINE', count: 233 }, { component: 'ELECTRICAL SYSTEM', count: 198 }] },
    }),
  'vw-tiguan-2022-8-speed': () =>
    fixtureInput('3VV3B7AXXNM077525', {
      safetyRatings: { variant: '2022 Volkswagen Tiguan SUV FWD', overall: '5', frontCrash: '4', sideCrash: '5', rollover: '4', rolloverRisk: 0.16 },
      fuelEconomy: { variant: 'Auto (S8), 4 cyl, 2.0 L, Turbo', cityMpg: 23, highwayMpg: 30, combinedMpg: 26, fuelType: 'Regular Gasoline' },
      unavailable: ['complaints'],
    }),
  'cpi-scooter-2004': () => fixtureInput('RFTTB9UZ04A787986'),
  'honda-odyssey-2008-minivan-park-outside': () => {
    const input = fixtureInput('SHHRL48498T523662', {
      fuelEconomy: { variant: 'Auto 5-spd, 6 cyl, 3.5 L', cityMpg: 16, highwayMpg: 23, combinedMpg: 19, fuelType: 'Regular Gasoline' },
    });
    // Constructed: a park-outside recall, to show how the writer puts an urgent recall first.
    input.sections.recalls = [{
      campNo: '99V999000', component: 'ELECTRICAL SYSTEM:WIRING', parkOutside: true, parkIt: false, overTheAirUpdate: false,
      consequence: 'A short circuit in the wiring may cause a fire, even while the vehicle is parked and off.', appliesTo: 'likely',
    }];
    return input;
  },
  'gmc-safari-1992-diesel-van': () => fixtureInput('1GDBM15S6N9371269'),
  'land-rover-defender-2024-not-rated': () =>
    fixtureInput('SALEJCT63RG306689', {
      safetyRatings: { variant: '2024 Land Rover Defender SUV AWD', overall: 'Not Rated', frontCrash: 'Not Rated', sideCrash: 'Not Rated', rollover: 'Not Rated' },
      complaints: { total: 0, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [] },
    }),
  'toyota-prius-style-hybrid-constructed': () => withFacts(fixtureInput('JT25X68E7EB347897'), {
    // Constructed from the Cressida fixture: a hybrid's fields, to exercise the hybrid and economy sentences.
    vehicle: { vin: 'JT25X68E7EB347897', make: 'TOYOTA', model: 'Prius', modelYear: '2019', bodyClass: 'Hatchback/Liftback/Notchback', vehicleType: 'PASSENGER CAR', engineCylinders: '4', engineDisplacement: '1.8', engineModel: '2ZR-FXE', fuelType: 'Gasoline', electrificationLevel: 'Strong HEV (Hybrid Electric Vehicle)', transmissionStyle: 'Continuously Variable Transmission (CVT)', plantCountry: 'JAPAN', plantCity: 'TSUTSUMI', errorCode: '0' },
    recalls: [],
    fuelEconomy: { variant: 'Auto (AV-S1), 4 cyl, 1.8 L', cityMpg: 54, highwayMpg: 50, combinedMpg: 52, fuelType: 'Regular Gasoline' },
    safetyRatings: { variant: '2019 Toyota Prius HB FWD', overall: '4', frontCrash: '4', sideCrash: '5', rollover: '4', rolloverRisk: 0.1 },
  }),
};
