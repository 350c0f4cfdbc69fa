import { useEffect, useId, useMemo, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { createApiClient, describeApiError, isApiError } from '@/api';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button } from '@/ui';
import styles from './Devtools.module.css';
import { formatJson, parseRequestBody } from './json';

type Params = { name: string; type: string }[];

type Outcome =
  | { kind: 'ok'; status: number | null; ms: number; body: string }
  | {
      kind: 'apiError';
      status: number | null;
      ms: number;
      code: string;
      id: string;
      message: string;
      body: string;
    }
  | { kind: 'failed'; ms: number; message: string };

type LooseCall = (endpoint: string, params: unknown) => Promise<unknown>;

/**
 * /api-console: call any endpoint of the server with a JSON body and read what comes back.
 * The call goes through the app's API client (its guards included); the token is never shown.
 */
export function ApiConsolePage() {
  const i18n = useI18n();
  const t = i18n.ts.devtools;
  const { api } = useAccountContext();
  const listId = useId();
  const [endpoints, setEndpoints] = useState<string[]>([]);
  const [endpoint, setEndpoint] = useState('');
  const [params, setParams] = useState<Params | null>(null);
  const [body, setBody] = useState('{}');
  const [withToken, setWithToken] = useState(true);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = useMemo(() => parseRequestBody(body), [body]);
  const known = endpoints.includes(endpoint);

  useEffect(() => {
    let live = true;
    api
      .call('endpoints', {})
      .then((names) => live && setEndpoints([...names].sort()))
      .catch(() => live && setEndpoints([]));
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    if (!known) {
      setParams(null);
      return;
    }
    let live = true;
    api
      .call('endpoint', { endpoint })
      .then((described) => live && setParams((described as { params: Params } | null)?.params ?? []))
      .catch(() => live && setParams(null));
    return () => {
      live = false;
    };
  }, [api, endpoint, known]);

  const send = async () => {
    if (!check.ok || endpoint === '') return;
    // A client of its own for this call, so the console can tell the HTTP status it got.
    let status: number | null = null;
    const client = createApiClient({
      origin: api.origin,
      token: withToken ? api.token : null,
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        status = res.status;
        return res;
      },
    });
    const call = client.call as unknown as LooseCall;
    setSending(true);
    const started = performance.now();
    try {
      const result = await call(endpoint, check.value);
      const ms = Math.round(performance.now() - started);
      setOutcome({ kind: 'ok', status, ms, body: formatJson(result ?? undefined) });
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      if (isApiError(error)) {
        setOutcome({
          kind: 'apiError',
          status,
          ms,
          code: error.code,
          id: error.id,
          message: error.message,
          body: formatJson(error),
        });
      } else {
        setOutcome({ kind: 'failed', ms, message: describeApiError(error, i18n).text });
      }
    } finally {
      setSending(false);
    }
  };

  const bodyProblem = check.ok
    ? null
    : check.problem === 'notObject'
      ? t.bodyNotObject
      : i18n.t('devtools.invalidJson', { detail: check.detail });

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.apiConsole}</h1>
      <p className={pageStyles.lead}>{t.apiConsoleLead}</p>
      <form
        className={pageStyles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label className={styles.field}>
          {t.endpoint}
          <input
            className={`${styles.input} ${styles.mono}`}
            type="text"
            list={listId}
            value={endpoint}
            onChange={(event) => setEndpoint(event.target.value.trim())}
            placeholder={t.endpointPlaceholder}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <datalist id={listId}>
            {endpoints.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        {endpoint !== '' && endpoints.length > 0 && !known && (
          <p className={pageStyles.muted}>{t.unknownEndpoint}</p>
        )}
        {known && params && (
          <section aria-label={t.parameters}>
            <h2 className={styles.sectionTitle}>{t.parameters}</h2>
            {params.length === 0 ? (
              <p className={pageStyles.muted}>{t.noParameters}</p>
            ) : (
              <ul className={`${styles.params} ${styles.mono}`}>
                {params.map((param) => (
                  <li key={param.name}>
                    {param.name}: {param.type}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        <label className={styles.field}>
          {t.body}
          <textarea
            className={styles.editor}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            spellCheck={false}
            aria-invalid={!check.ok}
            aria-describedby={bodyProblem ? `${listId}-problem` : undefined}
          />
        </label>
        {bodyProblem && (
          <p id={`${listId}-problem`} className={styles.problem} role="alert">
            {bodyProblem}
          </p>
        )}
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={withToken}
            checked={withToken}
            onChange={(event) => setWithToken(event.target.checked)}
          />
          {t.withToken}
        </label>
        <div className={pageStyles.actions}>
          <Button type="submit" variant="primary" disabled={sending || !check.ok || endpoint === ''}>
            {sending ? t.sending : t.send}
          </Button>
        </div>
      </form>
      {outcome && <ConsoleOutcome outcome={outcome} />}
    </div>
  );
}

function ConsoleOutcome({ outcome }: { outcome: Outcome }) {
  const i18n = useI18n();
  const t = i18n.ts.devtools;
  const status = outcome.kind === 'failed' || outcome.status === null ? t.noStatus : String(outcome.status);
  return (
    <section className={pageStyles.panel} aria-label={t.response} aria-live="polite">
      <h2 className={styles.sectionTitle}>{t.response}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t.status}</dt>
          <dd>{status}</dd>
        </div>
        <div>
          <dt>{t.time}</dt>
          <dd>{i18n.t('devtools.milliseconds', { ms: outcome.ms })}</dd>
        </div>
      </dl>
      {outcome.kind === 'apiError' && (
        <p className={styles.problem}>
          {i18n.t('devtools.apiError', { code: outcome.code, id: outcome.id, message: outcome.message })}
        </p>
      )}
      {outcome.kind === 'failed' && <p className={styles.problem}>{outcome.message}</p>}
      {outcome.kind !== 'failed' &&
        (outcome.body === '' ? (
          <p className={pageStyles.muted}>{t.emptyResponse}</p>
        ) : (
          <label className={styles.field}>
            {t.responseBody}
            <textarea
              className={`${styles.editor} ${styles.output}`}
              value={outcome.body}
              readOnly
              rows={14}
            />
          </label>
        ))}
    </section>
  );
}
