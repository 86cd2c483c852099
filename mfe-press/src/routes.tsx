import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { FadeIn, HeroPage, ResponsiveImage, Section, STAGGER_SECONDS } from 'shared';
import { art } from './art/generated/manifest';
import { articles } from './data/articles';
import './index.css';

function PressList() {
  return (
    <>
      <HeroPage
        meta={{ title: 'Press', description: 'News, essays and announcements from Noirelle.', canonicalPath: '/press' }}
        eyebrow="Press"
        title="Noirelle in the Press"
        subtitle="News, essays and announcements from the house."
      />
      <Section eyebrow="Latest" title="Stories">
        <ul className="grid gap-8 md:grid-cols-2">
          {articles.map((article) => (
            <FadeIn as="li" key={article.id} delay={article.id * STAGGER_SECONDS}>
              <article className="h-full border border-espresso/15">
                <ResponsiveImage image={art[article.cover]} alt="" sizes="(min-width: 768px) 50vw, 100vw" className="aspect-[3/2] h-auto w-full object-cover" />
                <div className="p-8">
                <h3 className="font-display text-3xl leading-tight">
                  <Link to={`/press/${article.slug}`} className="hover:text-gold-ink">
                    {article.title}
                  </Link>
                </h3>
                <p className="mt-4 leading-relaxed text-taupe">{article.subtitle}</p>
                </div>
              </article>
            </FadeIn>
          ))}
        </ul>
      </Section>
    </>
  );
}

function ArticlePage() {
  const { slug } = useParams();
  const article = articles.find((candidate) => candidate.slug === slug);
  // Spec: an unknown slug redirects silently to /press.
  if (!article) return <Navigate to="/press" replace />;
  return (
    <HeroPage
      meta={{ title: article.title, description: article.subtitle, canonicalPath: `/press/${article.slug}`, type: 'article' }}
      eyebrow={`${article.author} · ${article.reading_time}`}
      media={<ResponsiveImage image={art[article.cover]} alt="" priority className="absolute inset-0 h-full w-full object-cover" />}
      title={article.title}
      subtitle={article.subtitle}
    />
  );
}

const LEGAL_UPDATED = 'March 24, 2025';

/** Every path this remote owns (shared/routes.ts: remoteRoutes.press). */
export default function PressRoutes() {
  return (
    <Routes>
      <Route path="/press" element={<PressList />} />
      <Route path="/press/:slug" element={<ArticlePage />} />
      <Route
        path="/privacy"
        element={
          <HeroPage
            meta={{ title: 'Privacy Policy', description: 'How Noirelle collects, uses and protects your information.', canonicalPath: '/privacy' }}
            eyebrow={`Last updated ${LEGAL_UPDATED}`}
            title="Privacy Policy"
            subtitle="What we collect, why, and the choices you have."
          />
        }
      />
      <Route
        path="/terms"
        element={
          <HeroPage
            meta={{ title: 'Terms of Use', description: 'The terms that govern your use of the Noirelle demonstration site.', canonicalPath: '/terms' }}
            eyebrow={`Last updated ${LEGAL_UPDATED}`}
            title="Terms of Use"
            subtitle="The terms of this demonstration site and of registering interest in its digital assets."
          />
        }
      />
    </Routes>
  );
}
