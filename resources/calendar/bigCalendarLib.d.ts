/**
 * react-big-calendar's CommonJS build, typed as its package: the drag-and-drop add-on exists only
 * in that build and imports the calendar's parts from it, so the calendar comes from there too
 * rather than twice (the package's ES module and the add-on's copy).
 */
declare module 'react-big-calendar/lib/index.js' {
  export * from 'react-big-calendar';
}
