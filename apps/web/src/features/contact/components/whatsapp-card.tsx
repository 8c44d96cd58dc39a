import { usersWords } from '@arena/shared/users/words';
import { digitsOnly } from '@arena/shared/rules/phones';

/** `5511912345678` → `+55 (11) 91234-5678`; other numbers are shown as digits after a `+`. */
export function formatWhatsapp(number: string): string {
  const d = digitsOnly(number);
  if (!/^55\d{10,11}$/.test(d)) return `+${d}`;
  return `+55 (${d.slice(2, 4)}) ${d.slice(4, -4)}-${d.slice(-4)}`;
}

/** docs/product.md#screens: the WhatsApp chat link `https://wa.me/<digits>` (docs/product.md#shape), in a new tab. */
export function WhatsappCard({ url, number }: { url: string; number: string }) {
  return (
    <section className="card whatsapp-card" aria-labelledby="whatsapp-title">
      <h2 id="whatsapp-title">{usersWords.whatsappTitle}</h2>
      <p>{usersWords.whatsappIntro}</p>
      <a className="button button-block whatsapp-link" href={url} target="_blank" rel="noopener noreferrer">
        <span className="whatsapp-label">
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path
              d="M4 20l1.3-3.9A8 8 0 1 1 8 19l-4 1z M9 8.5c0 3 2.5 6 5.5 6.5l1.2-1.3-1.8-1-0.9.8c-1-.5-2-1.5-2.5-2.5l.8-.9-1-1.8z"
              strokeLinejoin="round"
            />
          </svg>
          {usersWords.whatsappLink}
        </span>
        <span className="whatsapp-number">{formatWhatsapp(number)}</span>
        <span className="visually-hidden"> {usersWords.opensInNewTab}</span>
      </a>
    </section>
  );
}
