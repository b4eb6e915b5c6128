import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Card {
  title: string;
  to: string;
  description: string;
}

/** A grid of link cards; used on landing pages to point at the next place to read. */
export default function CardGrid({ cards }: { cards: Card[] }): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.item}>
          <Link className={styles.card} to={card.to}>
            <span className={styles.title}>{card.title}</span>
            <span className={styles.description}>{card.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
