/**
 * Where a decodeVin result hands the report card NHTSA's photo of the tested model: a data: address
 * in the result's _meta, which hosts give the card but not the model. The card's sandbox loads
 * nothing from the network, and MCP Apps' default policy allows `img-src data:`.
 */
export const CARD_PICTURE_META_KEY = 'vin-report/ncapPicture';
