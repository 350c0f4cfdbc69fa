import { useEffect, useId, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import type { PluginMeta } from '@/features/plugins';
import { parsePluginMeta } from '@/features/plugins/meta';
import { grantPluginToken } from '@/features/plugins/token';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { type PluginSetting, useSetting } from '@/settings';
import { Button, Notice } from '@/ui';
// The custom CSS page's warning and code field: the same kind of text, pasted code.
import field from '../customCss/CustomCss.module.css';
import own from './Plugin.module.css';
import { PluginFacts } from './PluginFacts';
import { problemText } from './problemText';

type State =
  | { step: 'editing' }
  | { step: 'problem'; message: string }
  | { step: 'checked'; meta: PluginMeta; src: string; busy?: boolean; failure?: string }
  | { step: 'installed'; name: string };

/**
 * /settings/plugin/install: paste a plugin's source, check its metadata header, read what it is
 * and which permissions it asks for, then install it (active at once, on this device). Granting
 * those permissions makes the plugin's own access token, holding only them, as Misskey does.
 */
export function PluginInstallPage() {
  const i18n = useI18n();
  const t = i18n.ts.plugins;
  const { api } = useAccountContext();
  const [installed, setInstalled] = useSetting('plugins');
  const [code, setCode] = useState('');
  const [state, setState] = useState<State>({ step: 'editing' });
  const codeId = useId();
  const warningId = useId();
  const reviewRef = useRef<HTMLElement>(null);
  // The review and its Install button open below the field, often under the fold.
  useEffect(() => {
    if (state.step === 'checked') reviewRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [state]);

  const check = () => {
    const result = parsePluginMeta(code);
    setState(
      result.ok
        ? { step: 'checked', meta: result.meta, src: code }
        : { step: 'problem', message: problemText(i18n, result.problem) },
    );
  };

  const install = async (meta: PluginMeta, src: string) => {
    setState({ step: 'checked', meta, src, busy: true });
    let token: string | null;
    try {
      token = await grantPluginToken(api, meta);
    } catch (error) {
      const failure = i18n.t('plugins.tokenFailed', { error: describeApiError(error, i18n).text });
      setState({ step: 'checked', meta, src, failure });
      return;
    }
    const plugin: PluginSetting = {
      ...meta,
      id: crypto.randomUUID(),
      active: true,
      configData: {},
      token,
      src,
    };
    setInstalled([...installed, plugin]);
    setCode('');
    setState({ step: 'installed', name: meta.name });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.installTitle}</h1>
      <section className={`${styles.panel} ${own.section}`} aria-label={t.installTitle}>
        <p id={warningId} className={field.warning}>
          {t.installWarning}
        </p>
        <label className={own.label} htmlFor={codeId}>
          {t.source}
        </label>
        <textarea
          id={codeId}
          className={field.code}
          value={code}
          spellCheck={false}
          aria-describedby={warningId}
          aria-invalid={state.step === 'problem' || undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setState({ step: 'editing' });
          }}
        />
        <div className={styles.actions}>
          <Button onClick={check}>{t.check}</Button>
        </div>
        {state.step === 'problem' && <Notice tone="error">{state.message}</Notice>}
      </section>

      {state.step === 'checked' && (
        <section ref={reviewRef} className={`${styles.panel} ${own.section}`} aria-labelledby="plugin-review">
          <h2 id="plugin-review" className={own.sectionTitle}>
            {i18n.t('plugins.reviewTitle', { name: state.meta.name })}
          </h2>
          <PluginFacts plugin={state.meta} asking />
          <div className={styles.actions}>
            <Button
              variant="primary"
              disabled={state.busy}
              aria-busy={state.busy || undefined}
              onClick={() => void install(state.meta, state.src)}
            >
              {state.meta.permissions.length > 0 ? t.grantAndInstall : t.install}
            </Button>
          </div>
          {state.failure && <Notice tone="error">{state.failure}</Notice>}
        </section>
      )}

      {state.step === 'installed' && (
        <section className={`${styles.panel} ${own.section}`} aria-label={t.installTitle}>
          <Notice tone="success">{i18n.t('plugins.installed', { name: state.name })}</Notice>
          <div className={styles.actions}>
            <Link to="/settings/plugin" className={styles.linkButton}>
              {t.title}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
