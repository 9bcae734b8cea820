/**
 * The product User-Agent every upstream call sends. NHTSA's edge refuses requests with no agent,
 * a generic one (node, curl) or one carrying a "(+https://...)" contact URL, so it is plain
 * `vin-report/<version>`.
 */
import { packageVersion } from '../../package-version.js';

export const DEFAULT_USER_AGENT = `vin-report/${packageVersion() ?? '0.0.0'}`;
