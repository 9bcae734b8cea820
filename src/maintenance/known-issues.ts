/**
 * Wear items and failure patterns that a manufacturer documents for an engine (owner's-manual
 * schedule, service bulletin, warranty-enhancement program, recall), each with the document a reader
 * can look up. Only documented patterns belong here: forum lore and unsourced reputations do not.
 * The data files attach these to entries' `spec.knownIssues`.
 */
import { milesKm } from './entry.js';
import type { KnownIssue } from './entry.js';

export const HONDA_J_TIMING_BELT: KnownIssue = {
  title: 'Timing belt replacement',
  detail: `The J-series V6 drives its camshafts with a rubber timing belt. Honda's schedule replaces the belt and inspects the water pump every ${milesKm(105000)} or 7 years under normal conditions; on Maintenance Minder models the display shows item 4 when it is due, and it comes sooner under severe conditions.`,
  source: 'Honda owner\'s manuals for J-series V6 models: 2004 Honda Accord Owner\'s Manual, Maintenance Schedule for Normal Conditions (6-cylinder models); 2006 Honda Ridgeline Owner\'s Manual, Maintenance Minder and "Timing Belt"',
};

export const TOYOTA_2AZ_OIL_CONSUMPTION: KnownIssue = {
  title: 'Excessive oil consumption (2AZ-FE)',
  detail: 'Toyota acknowledged oil consumption on some 2006-2011 vehicles with the 2AZ-FE engine (2007-2009 Camry, 2007-2011 Camry Hybrid, 2006-2008 RAV4, 2007-2008 Solara, 2009 Corolla and Matrix, Scion tC and xB) and replaces the piston assembly; Warranty Enhancement Program ZE7 extended coverage. Check the oil level between changes.',
  source: 'Toyota Technical Service Bulletin T-SB-0094-11 (August 2011) and Toyota Warranty Enhancement Program ZE7, Customer Handling Reference Guide Revision 2 (May 2015)',
};

export const SUBARU_FB_OIL_CONSUMPTION: KnownIssue = {
  title: 'Excessive oil consumption (early FB engines)',
  detail: 'Subaru\'s bulletin covers oil consumption on early FB engines: 2011-2015 Forester and 2013-2014 Legacy and Outback with the 2.5 L FB25, and 2012-2015 Impreza and XV Crosstrek with the 2.0 L FB20 (2014-2015 manual transmissions only). The repair replaces the short block after an oil consumption test.',
  source: 'Subaru Technical Service Bulletin 02-157-14R (2014, revised)',
};

export const HYUNDAI_THETA2_BEARINGS: KnownIssue = {
  title: 'Connecting-rod bearing wear (Theta II GDI)',
  detail: 'In 2011-2012 Sonatas built at Hyundai Motor Manufacturing Alabama with the 2.0 L turbo or 2.4 L GDI engine, machining debris could restrict oil flow to the connecting-rod bearings: a worn bearing makes a metallic, cyclic knock and can end in engine failure. Dealers inspect and replace the engine as necessary; the short-block warranty was extended to 10 years or 120,000 miles. Later recalls and a knock-sensor software campaign cover other Theta II vehicles: check open recalls for your VIN.',
  source: 'NHTSA recall 15V-568 (Hyundai Motor America, September 2015)',
};

export const GM_24_CHAIN_WEAR: KnownIssue = {
  title: 'Timing-chain wear and oil consumption (2.4 L Ecotec)',
  detail: 'GM reprogrammed the oil-life monitor of 2010-2012 Chevrolet Equinox, GMC Terrain, Buick LaCrosse and Regal 2.4 L engines (LAF, LEA) to call for oil changes sooner, after warranty claims for worn timing/balance chains. Change oil at or before the monitor\'s call and check the level between changes.',
  source: 'GM customer program letter to owners of 2010-2012 2.4 L Equinox, Terrain, LaCrosse and Regal (2014)',
};

export const FORD_16_OVERHEATING: KnownIssue = {
  title: 'Overheating and cracked cylinder head (1.6 L EcoBoost)',
  detail: 'A lack of coolant circulation can overheat the 1.6 L GTDI engine (2014 Escape, 2013-2014 Fusion, 2014-2015 Fiesta ST, 2013-2015 Transit Connect), crack the cylinder head and leak oil onto hot surfaces, with a risk of fire. Ford\'s remedy adds a coolant level sensor; keep the coolant at the mark and see a dealer at any sign of overheating or coolant loss.',
  source: 'Ford safety recall for 1.6 L GTDI engines, announced March 2017 (expands the 2013 Escape overheating recall)',
};

export const FORD_27_OIL_CHECK: KnownIssue = {
  title: 'Wait 15 minutes before checking the oil',
  detail: 'Oil takes a long time to drain back to the pan on the 2.7 L EcoBoost: checked sooner after switching off, the dipstick reads low and invites overfilling. Ford\'s manual says to switch the engine off and wait 15 minutes before checking.',
  source: '2015 Ford F-150 Owner\'s Manual, "Engine Oil Check" (reported in Edmunds\' 2015 F-150 long-term test, October 2015)',
};

export const BMW_N63_TIMING_CHAIN: KnownIssue = {
  title: 'Timing-chain wear check (N63 V8)',
  detail: 'BMW\'s bulletin has dealers check the timing chains of N63 engines for wear in 2008-2014 production 5, 6 and 7 Series, X5 and X6 (with the N63 Customer Care Package), reprogram the engine and retrofit a shorter oil-service interval. It is not a recall: ask a dealer whether your VIN has had it. The S63 (M models) is not covered.',
  source: 'BMW Service Information bulletin SI B11 16 14, "N63 Engine: Check the Timing Chain" (May 2015), with SI B11 06 14, "N63 Customer Care Package"',
};

export const VW_EA888_TENSIONER: KnownIssue = {
  title: 'Timing-chain tensioner failure (EA888, 2008-2014)',
  detail: 'On first- and second-generation 2.0 L TSI/TFSI engines a failing timing-chain tensioner lets the chain go slack, which can make the engine jump timing and fail. Volkswagen and Audi settled the consolidated class action (Zimand v. Volkswagen) with extended coverage and reimbursements for 2008-2014 vehicles; the lawsuit cites dealer bulletins from 2010 on. A rattle at start-up needs prompt attention.',
  source: 'Zimand et al. v. Volkswagen Group of America, D.N.J. No. 2:16-cv-02765, class-action settlement agreed May 2018 (extended warranty coverage)',
};

// Hyundai/Kia/Genesis, Volkswagen/Audi/Porsche, BMW/MINI, Mercedes-Benz and electric vehicles.
// (The BMW N20 timing-chain sentence that was in the N20 entry's notes is gone: the only document
// found is a class-action settlement in which BMW denies a defect and whose claim period has closed.)

export const HYUNDAI_20T_OIL_SCHEDULE: KnownIssue = {
  title: 'Shorter oil-change schedule (2.0 L turbo GDI)',
  detail: 'Hyundai\'s schedule for the 2.0 L turbo GDI engine of the 2011 Sonata 2.0T is shorter than for its 2.4 L sibling: the first oil change at 3,000 miles (5,000 km) or 6 months, then every 4,800 miles (8,000 km) or 6 months, with a bottle of fuel additive at the same intervals where TOP TIER detergent gasoline is not available. Later Theta II turbo models have their own schedule in their manuals: follow yours.',
  source: '2011 Hyundai Sonata Turbo Owner\'s Manual, "Normal maintenance schedule", footnotes *3 and *4 (engine oil and fuel additive, 2.0 TGDI)',
};

export const MINI_N14_TIMING_CHAIN: KnownIssue = {
  title: 'Timing-chain and tensioner wear (MINI N14 turbo)',
  detail: 'Second-generation MINI Cooper S models with the N14 turbo engine (from the 2007 model year; Hardtop, Clubman and Convertible as the settlement defines them) can suffer timing-chain tensioner failure, heard as a rattle at start-up, which can end in engine damage. A class-action settlement extended coverage of the timing chain and tensioner to 7 years or 100,000 miles and reimburses earlier repairs: check whether your car is covered.',
  source: 'Skeen v. BMW of North America, D.N.J. No. 2:13-cv-1531, class settlement (extended warranty of 7 years or 100,000 miles for timing chain and tensioner), preliminarily approved January 6, 2016',
};

// Ford/Lincoln/Mercury, GM (Chevrolet, GMC, Buick, Cadillac, Pontiac, Saturn) and Stellantis
// (Chrysler, Dodge, Jeep, Ram). Removed from the notes for want of a document: the "Hemi tick",
// the Pentastar left-head misfire (only press reports of a warranty extension were found, no
// program number), Wrangler 3.8 oil consumption, the 3800 intake gasket, 2019-on DFM lifters.

export const FORD_3V_SPARK_PLUGS: KnownIssue = {
  title: 'Spark plugs that break on removal (4.6 L and 5.4 L 3-valve)',
  detail: 'On 3-valve 4.6 L and 5.4 L engines built before late 2007 (5.4 L before October 9, 2007; 4.6 L before November 30, 2007), the two-piece spark plugs can seize in the cylinder head and break on removal, leaving part of the plug behind. Ford\'s bulletin gives a removal procedure (cold engine, a penetrating soak, hand tools only) and an extraction procedure: have the plugs changed by a shop that follows it.',
  source: 'Ford Technical Service Bulletin TSB 08-7-6, "Spark Plug Removal Instructions - 4.6L 3V/5.4L 3V/6.8L 3V" (April 14, 2008; supersedes TSB 08-1-9)',
};

export const FORD_DPS6_CLUTCH: KnownIssue = {
  title: 'PowerShift (DPS6) dual-clutch transmission: extended clutch warranty',
  detail: 'Focus models of 2012-2016 with the PowerShift six-speed dual-clutch automatic can shudder, slip or shift harshly. Ford extended the clutch warranty to 7 years or 100,000 miles (the 2012-2013 Focus in 2014; the 2014-2016 Focus built after July 4, 2013 in August 2019), covers the transmission control module for 10 years or 150,000 miles and reimburses earlier clutch repairs. Cars with the manual gearbox are not affected.',
  source: 'Ford warranty extension for the DPS6 clutch on 2014-2016 Focus and 2014-2015 Fiesta, announced by Ford on August 14, 2019 (statement of Dave Filipe, Ford vice president of powertrain engineering, as reported by the Detroit Free Press and The Detroit News)',
};

export const GM_AFM_OIL_CONSUMPTION: KnownIssue = {
  title: 'Oil consumption on V8s with Active Fuel Management (2007-2011)',
  detail: 'GM\'s bulletin covers oil consumption of more than a quart per 2,000 to 3,000 miles, sometimes with fouled plugs on cylinders 1 and 7, on 2007-2011 Silverado 1500, Sierra 1500, Avalanche, Tahoe, Suburban, Yukon and Escalade V8s with Active Fuel Management built before February 2011: oil sprayed from the AFM pressure relief valve and oil pulled through the PCV system. The repair adds an AFM oil deflector, cleans carbon from the cylinders and fits an updated valve cover. Check the oil level between changes.',
  source: 'GM Service Bulletin 10-06-01-008F, "Engine Oil Consumption on Aluminum Block/Iron Block Engines with Active Fuel Management (AFM)" (October 2012)',
};
