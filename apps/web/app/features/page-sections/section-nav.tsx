import { useEffect, useState } from 'react';
import './page-sections.css';

export interface PageSection {
  id: string;
  label: string;
}

/**
 * The sticky bar under the banner (spec 000 §2): links to each section (plain anchors, so they
 * work before the scripts load) and the section in view highlighted.
 */
export function SectionNav({ sections }: { sections: PageSection[] }) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    // The site header is sticky too: this bar sticks just under it, whatever its height.
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header) return;
    const root = document.documentElement;
    const measure = new ResizeObserver(() =>
      root.style.setProperty('--site-header-height', `${header.offsetHeight}px`),
    );
    measure.observe(header);
    return () => measure.disconnect();
  }, []);
  // The page builds its list on every render; observe again only when the sections change.
  const ids = sections.map((section) => section.id).join(' ');
  useEffect(() => {
    const elements = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    // A section counts as "in view" once it crosses the upper third of the window.
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const top = visible.sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (top) setCurrent(top.target.id);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [ids]);
  return (
    <nav className="section-nav" aria-label="On this page">
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={current === section.id ? 'true' : undefined}
              onClick={() => setCurrent(section.id)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
