import { brand, defineMessages, Link, useIntl } from 'shared';

const messages = defineMessages({
  home: { id: 'shell.logo.home', defaultMessage: '{brand}, home', description: 'the name of the logo, a link to the home page' },
});

export function Logo() {
  const intl = useIntl();
  return (
    <Link
      to="/"
      aria-label={intl.formatMessage(messages.home, { brand: brand.name })}
      className="font-display text-xl font-medium tracking-[0.24em] text-gold uppercase md:text-[1.65rem] md:tracking-[0.32em]"
    >
      {brand.name}
    </Link>
  );
}
