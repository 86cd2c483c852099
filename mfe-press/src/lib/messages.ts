import { defineMessages } from 'shared';

/** The press's words more than one of its pages shows. */
export const pressMessages = defineMessages({
  press: { id: 'press.crumb.press', defaultMessage: 'Press', description: 'the press page, as the breadcrumb, its title and its eyebrow name it' },
  inquire: { id: 'press.cta.inquire', defaultMessage: 'Inquire Now', description: 'the button to the inquiry page about the domain package' },
  tags: { id: 'press.tags', defaultMessage: 'Tags', description: 'the name of a list of an article’s tags' },
});
