import { pageMeta } from '~/lib/seo';
import type { ArtworkKind } from '@shop/domain/artwork-guide';
import { useSearchParams } from 'react-router';
import { ArtworkGuide } from '~/features/artwork-guide/artwork-guide';
import type { Route } from './+types/artwork-guide';
import './artwork-guide.css';

export function loader({ request }: Route.LoaderArgs) {
  return { url: `${new URL(request.url).origin}/user-guide/artwork-guide` };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: 'Artwork Guide',
    description:
      'Bleed, trim and safety sizes for stickers and business cards, file rules, and AI and ' +
      'PDF templates to download.',
    url: data?.url ?? '/user-guide/artwork-guide',
  });
}

/** /user-guide/artwork-guide; `?kind=business-card` opens on the Business Cards tab. */
export default function ArtworkGuidePage() {
  const [searchParams] = useSearchParams();
  const initialKind: ArtworkKind =
    searchParams.get('kind') === 'business-card' ? 'business-card' : 'sticker';
  return (
    <section className="artwork-guide-page" aria-labelledby="artwork-guide-title">
      <h1 id="artwork-guide-title">Artwork Guide</h1>
      <p className="artwork-guide-page__intro">
        Set up your file on one of our templates and it prints the way you planned: the background
        runs to the bleed edge, the cut follows the trim line, and everything that matters stays
        inside the safety line.
      </p>
      {/* A new kind in the address starts the guide afresh on that tab. */}
      <ArtworkGuide key={initialKind} initialKind={initialKind} />
    </section>
  );
}
