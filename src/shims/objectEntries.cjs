// node-polyglot (react-admin's translations) requires the `object.entries` package, a polyfill
// that brings a dozen more (get-intrinsic, call-bind...) into the first load for a function
// every browser the console supports has: vite.config.ts resolves it to the browser's own.
module.exports = Object.entries;
