// The `zipcodes` package ships no types; its US data module is a plain object of ZIP -> place.
declare module "zipcodes/lib/codes" {
  const data: {
    codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }>;
  };
  export default data;
}
