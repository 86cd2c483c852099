/** The small uppercase text links of the category page's sections; each adds its colour (and spacing). */
export const linkClasses = 'text-xs font-medium tracking-[0.2em] uppercase underline-offset-8 hover:underline';
