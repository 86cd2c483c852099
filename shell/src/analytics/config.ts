/**
 * The one place that reads the GA4 measurement id from the build's environment. Everything else
 * takes it as a parameter, so tests give an id without stubbing `import.meta.env`.
 * Empty (the default in .env.example) means analytics are off: no banner, no script, nothing sent.
 */
// `?? {}`: the build renders the layout in Node for the composed first view, where there is no import.meta.env.
export const configuredMeasurementId: string = String((import.meta.env ?? {}).VITE_GA_MEASUREMENT_ID ?? '').trim();
