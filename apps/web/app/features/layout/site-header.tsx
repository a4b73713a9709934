import type { FeaturedCategory } from '@shop/shop/catalog/contract';
import type { VisitorProfile } from '@shop/domain/identity';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useRevalidator } from 'react-router';
import { shopClient } from '~/lib/shop-client';
import { Logo } from '~/ui/logo';
import './site-header.css';

interface SiteHeaderProps {
  categories: FeaturedCategory[];
  cartCount: number;
  profile: VisitorProfile | null;
}

export function SiteHeader({ categories, cartCount, profile }: SiteHeaderProps) {
  const revalidator = useRevalidator();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__home" aria-label="Peel & Press home">
          <Logo />
        </Link>
        <HeaderVisitorParts
          cartCount={cartCount}
          profile={profile}
          onSignOut={async () => {
            await shopClient.accounts.signOut();
            await revalidator.revalidate();
          }}
        />
      </div>
      <CategoryNav categories={categories} />
    </header>
  );
}

/**
 * The header's visitor parts, side by side in its bar: the greeting or the sign-in link, and the
 * cart with its count. The server renders them alone to put a visitor's own into a page rendered
 * for everyone (app/shared-page.tsx, ADR 0036), so they read no loader data.
 */
export function HeaderVisitorParts({
  cartCount,
  profile,
  onSignOut,
}: {
  cartCount: number;
  profile: VisitorProfile | null;
  onSignOut(): Promise<void>;
}) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const cartLabel = `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`;
  return (
    <>
      <div className="site-header__account">
        {profile?.kind === 'customer' ? (
          <>
            {/* An account not verified yet is asked to, in the greeting's place (issue 30). */}
            {profile.emailUnverified ? (
              <Link to="/verify-email" className="site-header__greeting">
                Verify your email
              </Link>
            ) : (
              <Link to="/account" className="site-header__greeting">
                Hi, {profile.firstName}
              </Link>
            )}
            <button type="button" className="link-button" onClick={onSignOut}>
              Sign out
            </button>
          </>
        ) : location.pathname === '/sign-in' ? null : (
          <Link to={`/sign-in?return=${encodeURIComponent(here)}`} className="link-button">
            Sign in
          </Link>
        )}
      </div>
      <NavLink to="/cart" className="cart-link" aria-label={cartLabel}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="cart-link__icon">
          <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1l2-6.4H6.4" />
          <circle cx="9.5" cy="20" r="1.4" />
          <circle cx="17.5" cy="20" r="1.4" />
        </svg>
        <span className="cart-link__text">Cart</span>{' '}
        <span className="cart-link__count" data-testid="cart-count">
          {cartCount}
        </span>
      </NavLink>
    </>
  );
}

/**
 * The category links: one row from 812 px; narrower, a "Categories" button opens them as a list
 * (issue 11: a sideways-scrolling row cut the last ones off a phone with no sign of them).
 * A disclosure, not an ARIA menu: the links stay ordinary links (WAI-ARIA APG "Disclosure
 * Navigation Menu"). Escape, a click elsewhere and focus moving on close it.
 */
function CategoryNav({ categories }: { categories: FeaturedCategory[] }) {
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  return (
    <nav
      className="category-nav"
      aria-label="Product categories"
      ref={navRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggleRef.current?.focus();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="category-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        ref={toggleRef}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="category-nav__icon">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        Categories
      </button>
      <ul id={listId}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/${category.url_slug}`} onClick={() => setOpen(false)}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
