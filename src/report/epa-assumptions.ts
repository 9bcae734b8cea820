/**
 * What EPA's cost figures assume, said wherever they are shown: in the fuel economy schema's
 * descriptions and at every door. Its own module, free of zod, because the page's words use it.
 */
export const EPA_COST_ASSUMPTIONS = 'for 15,000 miles a year, 55% of them in the city, at the fuel prices EPA used for this record';
