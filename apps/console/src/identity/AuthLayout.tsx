import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../app/pages';
import { LogoMark } from '../shell/icons';
import * as styles from './AuthLayout.css';

/** The frame of the signed-out pages (sign-in, error): the mark and one centred card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <LogoMark size={32} />
        <span>{PRODUCT_NAME}</span>
      </div>
      <section className={styles.card} aria-labelledby="od-auth-heading">
        <h1 id="od-auth-heading" className={styles.heading}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subheading}>{subtitle}</p> : null}
        {children}
      </section>
    </main>
  );
}
