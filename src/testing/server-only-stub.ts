// Tests run server modules directly; the real package would throw outside React's server build.
export {};
