/** The four steps as the booking page's intro tells them; its HowTo structured data lists the same. */
export const howItWorks = [
  { name: 'Choose your experience', text: 'A facial, a hair ritual, couture makeup, or all three in the Total Transformation.' },
  { name: 'Pick a day and a time', text: 'Any day of the coming week, from 10:00 to 17:30, in the local time of the house.' },
  { name: 'Enhance it', text: 'Add a gold mask, a scalp treatment, a hand ritual, lashes or champagne, or nothing at all.' },
  { name: 'Tell us who is coming', text: 'Your name, email and phone, and anything your specialists should know before you arrive.' },
] as const;
