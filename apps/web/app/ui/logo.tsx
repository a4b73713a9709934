import { SHOP_NAME } from './brand';
import './logo.css';

export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true">
        <path d="M4 6a2 2 0 0 1 2-2h20a2 2 0 0 1 2 2v13l-9 9H6a2 2 0 0 1-2-2z" fill="#ff5a36" />
        <path d="M28 19h-7a2 2 0 0 0-2 2v7z" fill="#ffd166" />
        <circle cx="12" cy="13" r="2.2" fill="#1d2340" />
        <circle cx="20" cy="13" r="2.2" fill="#1d2340" />
        <path
          d="M11 19q5 4 10 0"
          stroke="#1d2340"
          strokeWidth="2.2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo__name">{SHOP_NAME}</span>
    </span>
  );
}
