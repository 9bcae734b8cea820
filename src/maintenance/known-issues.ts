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
  fits: { engineCodes: ['2AZ-FE', '2AZ-FXE'], yearFrom: 2006, yearTo: 2011, models: ['CAMRY', 'RAV4', 'SOLARA', 'COROLLA', 'MATRIX', 'TC', 'XB'] },
};

export const SUBARU_FB_OIL_CONSUMPTION: KnownIssue = {
  title: 'Excessive oil consumption (early FB engines)',
  detail: 'Subaru\'s bulletin covers oil consumption on early FB engines: 2011-2015 Forester and 2013-2014 Legacy and Outback with the 2.5 L FB25, and 2012-2015 Impreza and XV Crosstrek with the 2.0 L FB20 (2014-2015 manual transmissions only). The repair replaces the short block after an oil consumption test.',
  source: 'Subaru Technical Service Bulletin 02-157-14R (2014, revised)',
  appliesTo: 'FB25: 2011-2015 Forester, 2013-2014 Legacy and Outback; FB20: 2012-2015 Impreza and XV Crosstrek',
  fits: { yearFrom: 2011, yearTo: 2015, models: ['FORESTER', 'LEGACY', 'OUTBACK', 'IMPREZA', 'CROSSTREK', 'XV CROSSTREK'] },
};

export const HYUNDAI_THETA2_BEARINGS: KnownIssue = {
  title: 'Connecting-rod bearing wear (Theta II GDI)',
  detail: 'In 2011-2012 Sonatas built at Hyundai Motor Manufacturing Alabama with the 2.0 L turbo or 2.4 L GDI engine, machining debris could restrict oil flow to the connecting-rod bearings: a worn bearing makes a metallic, cyclic knock and can end in engine failure. Dealers inspect and replace the engine as necessary; the short-block warranty was extended to 10 years or 120,000 miles. Later recalls and a knock-sensor software campaign cover other Theta II vehicles: check open recalls for your VIN.',
  source: 'NHTSA recall 15V-568 (Hyundai Motor America, September 2015)',
  appliesTo: '2.0 L turbo and 2.4 L GDI Theta II engines of 2011-2012 Sonatas built in Alabama (the recall); later recalls cover other Theta II vehicles',
  fits: { yearFrom: 2011, yearTo: 2012, models: ['SONATA'] },
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
  fits: { yearFrom: 2013, yearTo: 2015, models: ['ESCAPE', 'FUSION', 'FIESTA', 'TRANSIT CONNECT'] },
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
};

export const GM_AFM_OIL_CONSUMPTION: KnownIssue = {
  title: 'Oil consumption on V8s with Active Fuel Management (2007-2011)',
  detail: 'GM\'s bulletin covers oil consumption of more than a quart per 2,000 to 3,000 miles, sometimes with fouled plugs on cylinders 1 and 7, on 2007-2011 Silverado 1500, Sierra 1500, Avalanche, Tahoe, Suburban, Yukon and Escalade V8s with Active Fuel Management built before February 2011: oil sprayed from the AFM pressure relief valve and oil pulled through the PCV system. The repair adds an AFM oil deflector, cleans carbon from the cylinders and fits an updated valve cover. Check the oil level between changes.',
  source: 'GM Service Bulletin 10-06-01-008F, "Engine Oil Consumption on Aluminum Block/Iron Block Engines with Active Fuel Management (AFM)" (October 2012)',
  appliesTo: 'V8s with Active Fuel Management built before February 2011: 2007-2011 Silverado 1500, Sierra 1500, Avalanche, Tahoe, Suburban, Yukon and Escalade',
  fits: { yearFrom: 2007, yearTo: 2011, models: ['SILVERADO', 'SIERRA', 'AVALANCHE', 'TAHOE', 'SUBURBAN', 'YUKON', 'ESCALADE'] },
};
