const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** '2025-03-10' -> 'March 10, 2025' (read as a calendar day: no timezone moves it). */
export const formatPublished = (isoDate: string) => longDate.format(new Date(`${isoDate}T12:00:00Z`));
