import type { ComponentType } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import type { PageComponent } from '../shell/pageRoute';

/**
 * The registry routes are open to visitors in the spec's table, but a registry belongs to an
 * account: signed out, the page says so instead of calling the API.
 */
export function signedInOnly(Page: ComponentType<{ params: RouteProps }>): PageComponent {
  return function SignedInOnly(props) {
    const i18n = useI18n();
    const { account } = useAccountContext();
    if (account) return <Page {...props} />;
    return (
      <div className={pageStyles.page}>
        <h1 className={pageStyles.title}>{i18n.ts.devtools.registry}</h1>
        <p className={pageStyles.muted}>{i18n.ts.devtools.signInFirst}</p>
      </div>
    );
  };
}
