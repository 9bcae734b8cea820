/**
 * Defects and failure patterns that a manufacturer documents for an engine (service bulletin,
 * warranty-enhancement program, customer program, recall, settlement), each with the document a
 * reader can look up and the engines, years and models it covers (`fits`: the matcher attaches an
 * issue only where the decode fits). Only documented patterns belong here: forum lore and unsourced
 * reputations do not, and scheduled work (a timing belt) is in scheduled-work.ts, not here.
 * The data files attach these to entries' `spec.knownIssues`.
 */
import type { KnownIssue } from './entry.js';

export const TOYOTA_2AZ_OIL_CONSUMPTION: KnownIssue = {
  title: 'Excessive oil consumption (2AZ-FE)',
  detail: 'Toyota acknowledged oil consumption on some 2006-2011 vehicles with the 2AZ-FE engine (2007-2009 Camry, 2007-2011 Camry Hybrid, 2006-2008 RAV4, 2007-2008 Solara, 2009 Corolla and Matrix, Scion tC and xB) and replaces the piston assembly; Warranty Enhancement Program ZE7 extended coverage. Check the oil level between changes.',
  source: 'Toyota Technical Service Bulletin T-SB-0094-11 (August 2011) and Toyota Warranty Enhancement Program ZE7, Customer Handling Reference Guide Revision 2 (May 2015)',
  appliesTo: '2AZ-FE engines of 2006-2011: 2007-2009 Camry, 2007-2011 Camry Hybrid, 2006-2008 RAV4, 2007-2008 Solara, 2009 Corolla and Matrix, Scion tC and xB',
  fits: { engineCodes: ['2AZ-FE', '2AZ-FXE'], yearFrom: 2006, yearTo: 2011, modelYears: [['CAMRY', 2007, 2011], ['RAV4', 2006, 2008], ['SOLARA', 2007, 2008], ['COROLLA', 2009, 2009], ['MATRIX', 2009, 2009], ['TC', 2006, 2011], ['XB', 2006, 2011]] },
};

export const SUBARU_FB_OIL_CONSUMPTION: KnownIssue = {
  title: 'Excessive oil consumption (early FB engines)',
  detail: 'Subaru\'s bulletin covers oil consumption on early FB engines: 2011-2015 Forester and 2013-2014 Legacy and Outback with the 2.5 L FB25, and 2012-2015 Impreza and XV Crosstrek with the 2.0 L FB20 (2014-2015 manual transmissions only). The repair replaces the short block after an oil consumption test.',
  source: 'Subaru Technical Service Bulletin 02-157-14R (2014, revised)',
  appliesTo: 'FB25: 2011-2015 Forester, 2013-2014 Legacy and Outback; FB20: 2012-2015 Impreza and 2013-2015 XV Crosstrek',
  fits: { yearFrom: 2011, yearTo: 2015, modelYears: [['FORESTER', 2011, 2015], ['LEGACY', 2013, 2014], ['OUTBACK', 2013, 2014], ['IMPREZA', 2012, 2015], ['CROSSTREK', 2013, 2015]] },
};

export const HYUNDAI_THETA2_BEARINGS: KnownIssue = {
  title: 'Connecting-rod bearing wear (Theta II GDI)',
  detail: 'In 2011-2012 Sonatas built at Hyundai Motor Manufacturing Alabama with the 2.0 L turbo or 2.4 L GDI engine, machining debris could restrict oil flow to the connecting-rod bearings: a worn bearing makes a metallic, cyclic knock and can end in engine failure. Dealers inspect and replace the engine as necessary; the short-block warranty was extended to 10 years or 120,000 miles. Later recalls and a knock-sensor software campaign cover other Theta II vehicles: check open recalls for your VIN.',
  source: 'NHTSA recall 15V-568 (Hyundai Motor America, September 2015)',
  appliesTo: '2.0 L turbo and 2.4 L GDI Theta II engines of 2011-2012 Sonatas built in Alabama (the recall); later recalls cover other Theta II vehicles',
  fits: { yearFrom: 2011, yearTo: 2012, models: ['SONATA'] },
  coverage: { what: 'the extended short-block warranty', years: 10, miles: 120000 },
};

export const GM_24_CHAIN_WEAR: KnownIssue = {
  title: 'Timing-chain wear and oil consumption (2.4 L Ecotec)',
  detail: 'GM reprogrammed the oil-life monitor of 2010-2012 Chevrolet Equinox, GMC Terrain, Buick LaCrosse and Regal 2.4 L engines (LAF, LEA) to call for oil changes sooner, after warranty claims for worn timing/balance chains. Change oil at or before the monitor\'s call and check the level between changes.',
  source: 'GM customer program letter to owners of 2010-2012 2.4 L Equinox, Terrain, LaCrosse and Regal (2014)',
  appliesTo: '2.4 L LAF and LEA engines of 2010-2012 Chevrolet Equinox, GMC Terrain, Buick LaCrosse and Regal',
  fits: { engineCodes: ['LAF', 'LEA'], yearFrom: 2010, yearTo: 2012, models: ['EQUINOX', 'TERRAIN', 'LACROSSE', 'REGAL'] },
};

export const FORD_16_OVERHEATING: KnownIssue = {
  title: 'Overheating and cracked cylinder head (1.6 L EcoBoost)',
  detail: 'A lack of coolant circulation can overheat the 1.6 L GTDI engine (2014 Escape, 2013-2014 Fusion, 2014-2015 Fiesta ST, 2013-2015 Transit Connect), crack the cylinder head and leak oil onto hot surfaces, with a risk of fire. Ford\'s remedy adds a coolant level sensor; keep the coolant at the mark and see a dealer at any sign of overheating or coolant loss.',
  source: 'Ford safety recall for 1.6 L GTDI engines, announced March 2017 (expands the 2013 Escape overheating recall)',
  appliesTo: '1.6 L GTDI (EcoBoost) engines: 2014 Escape, 2013-2014 Fusion, 2014-2015 Fiesta ST, 2013-2015 Transit Connect',
  fits: { yearFrom: 2013, yearTo: 2015, modelYears: [['ESCAPE', 2013, 2014], ['FUSION', 2013, 2014], ['FIESTA', 2014, 2015], ['TRANSIT CONNECT', 2013, 2015]] },
};

export const BMW_N63_TIMING_CHAIN: KnownIssue = {
  title: 'Timing-chain wear check (N63 V8)',
  detail: 'BMW\'s bulletin has dealers check the timing chains of N63 engines for wear in 2008-2014 production 5, 6 and 7 Series, X5 and X6 (with the N63 Customer Care Package), reprogram the engine and retrofit a shorter oil-service interval. It is not a recall: ask a dealer whether your VIN has had it. The S63 (M models) is not covered.',
  source: 'BMW Service Information bulletin SI B11 16 14, "N63 Engine: Check the Timing Chain" (May 2015), with SI B11 06 14, "N63 Customer Care Package"',
  appliesTo: 'N63 V8 engines of 2008-2014 production 5, 6 and 7 Series, X5 and X6 (not the S63 of M models)',
  fits: { yearFrom: 2008, yearTo: 2015, models: ['550I', '650I', '750I', '750LI', 'X5', 'X6'], excludeModels: ['M'] },
};

export const VW_EA888_TENSIONER: KnownIssue = {
  title: 'Timing-chain tensioner failure (EA888, 2008-2014)',
  detail: 'On first- and second-generation 2.0 L TSI/TFSI engines a failing timing-chain tensioner lets the chain go slack, which can make the engine jump timing and fail. Volkswagen and Audi settled the consolidated class action (Zimand v. Volkswagen) with extended coverage and reimbursements for 2008-2014 vehicles; the lawsuit cites dealer bulletins from 2010 on. A rattle at start-up needs prompt attention.',
  source: 'Zimand et al. v. Volkswagen Group of America, D.N.J. No. 2:16-cv-02765, class-action settlement agreed May 2018 (extended warranty coverage)',
  appliesTo: 'First- and second-generation EA888 2.0 L TSI/TFSI engines of 2008-2014 Volkswagen and Audi vehicles',
  fits: { yearFrom: 2008, yearTo: 2014 },
};

// Hyundai/Kia/Genesis, Volkswagen/Audi/Porsche, BMW/MINI, Mercedes-Benz and electric vehicles.
// (The BMW N20 timing-chain sentence that was in the N20 entry's notes is gone: the only document
// found is a class-action settlement in which BMW denies a defect and whose claim period has closed.)

export const MINI_N14_TIMING_CHAIN: KnownIssue = {
  title: 'Timing-chain and tensioner wear (MINI N14 turbo)',
  detail: 'Second-generation MINI Cooper S models with the N14 turbo engine (from the 2007 model year; Hardtop, Clubman and Convertible as the settlement defines them) can suffer timing-chain tensioner failure, heard as a rattle at start-up, which can end in engine damage. A class-action settlement extended coverage of the timing chain and tensioner to 7 years or 100,000 miles and reimburses earlier repairs: check whether your car is covered.',
  source: 'Skeen v. BMW of North America, D.N.J. No. 2:13-cv-1531, class settlement (extended warranty of 7 years or 100,000 miles for timing chain and tensioner), preliminarily approved January 6, 2016',
  appliesTo: 'N14 turbo engines of second-generation MINI Cooper S models (Hardtop, Clubman, Convertible) from the 2007 model year',
  fits: { yearFrom: 2007, yearTo: 2010, models: ['COOPER S', 'JOHN COOPER WORKS'] },
  coverage: { what: 'the settlement\'s extended timing-chain coverage', years: 7, miles: 100000 },
};

// Ford/Lincoln/Mercury, GM (Chevrolet, GMC, Buick, Cadillac, Pontiac, Saturn) and Stellantis
// (Chrysler, Dodge, Jeep, Ram). Removed from the notes for want of a document: the "Hemi tick",
// the Pentastar left-head misfire (only press reports of a warranty extension were found, no
// program number), Wrangler 3.8 oil consumption, the 3800 intake gasket, 2019-on DFM lifters.

export const FORD_3V_SPARK_PLUGS: KnownIssue = {
  title: 'Spark plugs that break on removal (4.6 L and 5.4 L 3-valve)',
  detail: 'On 3-valve 4.6 L and 5.4 L engines built before late 2007 (5.4 L before October 9, 2007; 4.6 L before November 30, 2007), the two-piece spark plugs can seize in the cylinder head and break on removal, leaving part of the plug behind. Ford\'s bulletin gives a removal procedure (cold engine, a penetrating soak, hand tools only) and an extraction procedure: have the plugs changed by a shop that follows it.',
  source: 'Ford Technical Service Bulletin TSB 08-7-6, "Spark Plug Removal Instructions - 4.6L 3V/5.4L 3V/6.8L 3V" (April 14, 2008; supersedes TSB 08-1-9)',
  appliesTo: '3-valve 4.6 L and 5.4 L engines built before late 2007 (5.4 L before October 9, 2007; 4.6 L before November 30, 2007)',
  fits: { yearTo: 2008, models: ['MUSTANG', 'EXPLORER', 'MOUNTAINEER', 'F-150', 'EXPEDITION', 'NAVIGATOR', 'F-250', 'F-350', 'MARK LT'] },
};

export const FORD_DPS6_CLUTCH: KnownIssue = {
  title: 'PowerShift (DPS6) dual-clutch transmission: extended clutch warranty',
  detail: 'Focus models of 2012-2016 with the PowerShift six-speed dual-clutch automatic can shudder, slip or shift harshly. Ford extended the clutch warranty to 7 years or 100,000 miles (the 2012-2013 Focus in 2014; the 2014-2016 Focus built after July 4, 2013 in August 2019), covers the transmission control module for 10 years or 150,000 miles and reimburses earlier clutch repairs. Cars with the manual gearbox are not affected.',
  source: 'Ford warranty extension for the DPS6 clutch on 2014-2016 Focus and 2014-2015 Fiesta, announced by Ford on August 14, 2019 (statement of Dave Filipe, Ford vice president of powertrain engineering, as reported by the Detroit Free Press and The Detroit News)',
  appliesTo: '2012-2016 Focus with the PowerShift six-speed dual-clutch automatic (and 2014-2015 Fiesta); not the manual gearbox',
  fits: { yearFrom: 2012, yearTo: 2016, models: ['FOCUS'] },
  coverage: { what: 'the extended clutch warranty', years: 7, miles: 100000 },
};

export const GM_AFM_OIL_CONSUMPTION: KnownIssue = {
  title: 'Oil consumption on V8s with Active Fuel Management (2007-2011)',
  detail: 'GM\'s bulletin covers oil consumption of more than a quart per 2,000 to 3,000 miles, sometimes with fouled plugs on cylinders 1 and 7, on 2007-2011 Silverado 1500, Sierra 1500, Avalanche, Tahoe, Suburban, Yukon and Escalade V8s with Active Fuel Management built before February 2011: oil sprayed from the AFM pressure relief valve and oil pulled through the PCV system. The repair adds an AFM oil deflector, cleans carbon from the cylinders and fits an updated valve cover. Check the oil level between changes.',
  source: 'GM Service Bulletin 10-06-01-008F, "Engine Oil Consumption on Aluminum Block/Iron Block Engines with Active Fuel Management (AFM)" (October 2012)',
  appliesTo: 'V8s with Active Fuel Management built before February 2011: 2007-2011 Silverado 1500, Sierra 1500, Avalanche, Tahoe, Suburban, Yukon and Escalade',
  fits: { yearFrom: 2007, yearTo: 2011, models: ['SILVERADO', 'SIERRA', 'AVALANCHE', 'TAHOE', 'SUBURBAN', 'YUKON', 'ESCALADE'] },
};

// Honda and Acura: the weak spots the notes used to assert without a document, now only where one covers them.

const VCM_MISFIRE = {
  title: 'Misfire from fouled spark plugs (V6 with Variable Cylinder Management)',
  detail: 'On V6 engines with Variable Cylinder Management the piston rings of some cylinders can rotate and align, letting oil foul the spark plugs: a misfire and the check-engine light with codes P0301-P0304. Honda extended the powertrain warranty for repairs of that misfire (spark plugs, cleaning the pistons and new piston rings) to 8 years with unlimited mileage from the original purchase, as part of a class-action settlement; ask a Honda dealer whether the VIN qualifies.',
} as const;

/** 2008-2010 Odyssey: only the EX-L and Touring had Variable Cylinder Management. */
export const HONDA_VCM_MISFIRE_2008: KnownIssue = {
  ...VCM_MISFIRE,
  source: 'Honda Service Bulletin 13-080, "Warranty Extension: MIL Comes On With DTCs P0301 Through P0304" (August 15, 2014), from the settlement of Soto et al. v. American Honda Motor Co., N.D. Cal. No. 3:12-cv-1377-SI',
  appliesTo: 'Odyssey 2008-2010 EX-L and Touring (the versions with Variable Cylinder Management); the settlement class also names other VCM models: check the VIN with a dealer',
  fits: { yearFrom: 2008, yearTo: 2010, models: ['ODYSSEY'], trims: ['EX-L', 'TOURING'] },
  coverage: { what: 'the extended powertrain warranty for this misfire', years: 8 },
};

export const HONDA_VCM_MISFIRE_2011: KnownIssue = {
  ...VCM_MISFIRE,
  source: 'Honda bulletin A13-081, powertrain warranty extension for misfire DTCs P0301-P0304 on 2011-2013 Odyssey (2013), from the settlement of Soto et al. v. American Honda Motor Co., N.D. Cal. No. 3:12-cv-1377-SI',
  appliesTo: 'Every 2011-2013 Odyssey; the settlement class also names other VCM models: check the VIN with a dealer',
  fits: { yearFrom: 2011, yearTo: 2013, models: ['ODYSSEY'] },
  coverage: { what: 'the extended powertrain warranty for this misfire', years: 8 },
};

export const HONDA_K24_OIL_RINGS: KnownIssue = {
  title: 'Oil consumption from sticking oil-control rings (2.4 L four)',
  detail: 'Deposits can make the oil-control rings stick, so the engine burns oil and the low-oil light may come on. Honda\'s bulletin has dealers run an oil consumption test and, if it fails, replace the pistons and rings; Honda later extended the engine warranty for this repair to 8 years or 125,000 miles. Check the oil level between changes.',
  source: 'Honda Service Bulletin 12-087, "2008-11 Accord L4: Sticking Rings Resulting in Unusually High Engine Oil Consumption" (April 30, 2013), with the warranty extension to 8 years or 125,000 miles for the 2008-2011 Accord and 2010-2011 CR-V (reported by Consumer Reports, 2015)',
  appliesTo: '2.4 L four-cylinder 2008-2011 Accord and 2010-2011 CR-V',
  fits: { yearFrom: 2008, yearTo: 2011, modelYears: [['ACCORD', 2008, 2011], ['CR-V', 2010, 2011]], excludeModels: ['CROSSTOUR'] },
  coverage: { what: 'the extended engine warranty for this repair', years: 8, miles: 125000 },
};

export const HONDA_5AT_SECOND_GEAR: KnownIssue = {
  title: 'Automatic transmission second-gear lubrication (recall)',
  detail: 'Insufficient lubrication of the secondary-shaft second gear in the five-speed automatic behind the V6 can overheat and break the gear, and the transmission can then lock up. Honda recalled these vehicles to inspect the transmission, improve the gear\'s lubrication and replace the transmission where the gear already showed heat damage. Check that the recall was done, and have the transmission fluid\'s condition checked.',
  source: 'American Honda recall of V6 light trucks with five-speed automatic transmissions, press release of April 14, 2004',
  appliesTo: '2002-2003 and early 2004 Odyssey, 2003 and early 2004 Pilot, 2001-2002 Acura MDX, all with the V6 and five-speed automatic',
  // The MDX's recalled years (2001-2002) predate every entry this is attached to.
  fits: { yearFrom: 2002, yearTo: 2004, models: ['ODYSSEY', 'PILOT'] },
};

// Volkswagen and Audi 2.0 L EA888: the plastic primary water pump (pump, thermostat and sensors in one module).

export const VW_EA888_WATER_PUMP_2008: KnownIssue = {
  title: 'Engine water pump leaks (EA888, 2008-2014)',
  detail: 'The primary engine water pump module (the pump, thermostat and sensors in one plastic housing, driven off a balance shaft) can leak coolant and let the engine overheat. A class settlement covers repairs on these cars; Volkswagen denies a defect. Look for coolant loss, a sweet smell or overheating, and check the VIN on the settlement\'s look-up.',
  source: 'Volkswagen Group of America engine water pump class settlement, settlement notice and FAQ (enginewaterpumpsettlement.com, 2020; vehicles with 2.0 L EA888 codes CCTA, CAEB, CAED and CBFA)',
  appliesTo: 'Certain 2008-2014 GTI and Jetta, 2009-2014 Eos, CC and Tiguan, 2008-2010 Passat, 2012-2014 Beetle, 2008-2013 Audi A3, 2009-2014 A4, A5 and TT, 2011-2014 Q5, 2012-2014 A6, with the 2.0 L EA888 turbo',
  fits: { yearFrom: 2008, yearTo: 2014, modelYears: [['GTI', 2008, 2014], ['JETTA', 2008, 2014], ['GLI', 2008, 2014], ['EOS', 2009, 2014], ['CC', 2009, 2014], ['TIGUAN', 2009, 2014], ['PASSAT', 2008, 2010], ['BEETLE', 2012, 2014], ['A3', 2008, 2013], ['A4', 2009, 2014], ['A5', 2009, 2014], ['TT', 2009, 2014], ['Q5', 2011, 2014], ['A6', 2012, 2014]] },
};

export const VW_EA888_WATER_PUMP_2015: KnownIssue = {
  title: 'Engine water pump leaks (EA888, 2014-2021)',
  detail: 'On third-generation EA888 engines the plastic water pump module can crack and leak coolant, which can overheat the engine. A class settlement extends the new-vehicle warranty for the water pump to 8 years or 80,000 miles from the date the car first went into service, with proof that the maintenance schedule was followed; not every VIN of these models is covered, so check it on the settlement\'s look-up.',
  source: 'Volkswagen and Audi engine water pump class settlement for 2014-2021 models, extended warranty of 8 years or 80,000 miles (as reported by CarComplaints.com, 2022)',
  appliesTo: 'Certain 2014-2021 Jetta and Passat, 2015-2021 GTI, Golf and Tiguan, 2014-2019 Beetle, 2015-2016 Eos, 2018-2020 Atlas, 2019-2021 Arteon, 2015-2020 Audi A3, A4, A6, Q3 and TT, 2015-2019 A5, 2015-2021 Q5, 2017-2020 Q7, with 1.8 L or 2.0 L EA888 turbo engines',
  fits: { yearFrom: 2014, yearTo: 2021, modelYears: [['GTI', 2015, 2021], ['GOLF', 2015, 2021], ['JETTA', 2014, 2021], ['PASSAT', 2014, 2021], ['TIGUAN', 2015, 2021], ['BEETLE', 2014, 2019], ['ATLAS', 2018, 2020], ['ARTEON', 2019, 2021], ['EOS', 2015, 2016], ['A3', 2015, 2020], ['A4', 2015, 2020], ['A5', 2015, 2019], ['A6', 2015, 2020], ['Q3', 2015, 2020], ['Q5', 2015, 2021], ['Q7', 2017, 2020], ['TT', 2015, 2020]] },
  coverage: { what: 'the settlement\'s extended water-pump warranty', years: 8, miles: 80000 },
};
