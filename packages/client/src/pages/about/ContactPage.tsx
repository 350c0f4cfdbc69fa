import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import pageStyles from '@/pages/shell/Page.module.css';
import { isHttpUrl } from '@/users/httpUrl';
import styles from './About.module.css';

/** /contact: who runs the server and where to ask, or plainly that it lists no contact. */
export function ContactPage() {
  const i18n = useI18n();
  const { meta } = useInstance();
  const name = meta?.maintainerName?.trim();
  const email = meta?.maintainerEmail?.trim();
  const inquiry = isHttpUrl(meta?.inquiryUrl) ? meta.inquiryUrl : null;
  const impressum = isHttpUrl(meta?.impressumUrl) ? meta.impressumUrl : null;
  const none = !name && !email && !inquiry && !impressum;
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.about.contactTitle}</h1>
      {none ? (
        <p className={styles.muted}>{i18n.ts.about.contactNone}</p>
      ) : (
        <dl className={styles.facts}>
          {name && (
            <>
              <dt>{i18n.ts.about.maintainer}</dt>
              <dd>{name}</dd>
            </>
          )}
          {email && (
            <>
              {/* An address, not a link: only http and https addresses become links. */}
              <dt>{i18n.ts.about.maintainerEmail}</dt>
              <dd dir="ltr">{email}</dd>
            </>
          )}
          {inquiry && (
            <>
              <dt>{i18n.ts.about.inquiry}</dt>
              <dd>
                <a href={inquiry} target="_blank" rel="noopener noreferrer">
                  {i18n.ts.about.inquiryLink}
                </a>
              </dd>
            </>
          )}
          {impressum && (
            <>
              <dt>{i18n.ts.about.impressum}</dt>
              <dd>
                <a href={impressum} target="_blank" rel="noopener noreferrer" dir="ltr">
                  {impressum}
                </a>
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
