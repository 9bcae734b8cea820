/**
 * NHTSA's photo of a tested vehicle (NCAP's VehiclePicture on static.nhtsa.gov), fetched as bytes
 * through the one upstream path and accepted only when it is an image: a declared image type that
 * the first bytes confirm, under a byte cap. The page never links to NHTSA; it is served from ours.
 */
import { UpstreamError } from '../errors.js';
import { fetchBytes, type FetchedBytes, type FetchJsonOptions } from './http/fetch-json.js';
import { NCAP_PICTURE_NAME } from './safety-ratings.js';

/** NHTSA's vehicle photos are 640-pixel PNGs of a few hundred kilobytes; past this (the cache's entry cap) is not one. */
export const MAX_PICTURE_BYTES = 1024 * 1024;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** The image type the bytes start with, or undefined when they are not one of the four. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** A body is a picture when its declared type is an image type and its first bytes are that type. */
export function isPicture(answer: FetchedBytes): boolean {
  const declared = answer.contentType.split(';')[0]!.trim().toLowerCase();
  const sniffed = sniffImageType(answer.bytes);
  return sniffed !== undefined && (declared === sniffed || (declared === 'image/jpg' && sniffed === 'image/jpeg'));
}

/** Where pictures are (https://static.nhtsa.gov in production; tests point it at a fake) and how every upstream call is made. */
export type NcapPictureClientOptions = { baseUrl: string } & Pick<FetchJsonOptions, 'fetch' | 'timeoutMs' | 'userAgent' | 'limits'>;

/**
 * The bytes of `/images/vehicles/{name}`, checked to be an image.
 * @throws UpstreamError when the name is not NHTSA's form, the host fails, redirects elsewhere, or answers anything but an image within the cap
 */
export async function fetchNcapPicture(name: string, options: NcapPictureClientOptions, signal?: AbortSignal): Promise<Buffer> {
  if (!NCAP_PICTURE_NAME.test(name)) throw new UpstreamError('ncapPicture', 'not an NHTSA picture name');
  const { baseUrl, ...upstream } = options;
  const answer = await fetchBytes(`${baseUrl.replace(/\/+$/, '')}/images/vehicles/${name}`, {
    ...upstream,
    upstream: 'ncapPicture',
    maxBytes: MAX_PICTURE_BYTES,
    init: { headers: { accept: 'image/png, image/jpeg, image/*;q=0.8' } },
    isAnswer: (body) => isPicture(body as FetchedBytes),
    signal,
  });
  return answer.bytes;
}
