// Tests read JSON bodies they then assert on field by field; typing them `any` here keeps each
// assertion readable. Production code never sees this declaration (it lives under test/).
declare global {
  interface Response {
    json(): Promise<any>;
  }
}
export {};
