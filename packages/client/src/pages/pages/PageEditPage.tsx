import { useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { describeApiError, isApiError } from '@/api';
import {
  dropPageDraft,
  emptyPageFields,
  fieldsOfPage,
  PageEditor,
  type PageFields,
  pageDraftKey,
  pagePath,
  pageRequestBody,
  readPageDraft,
} from '@/features/pages';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { Link, type RouteProps, useNavigate } from '@/router';
import { Button, Notice, useToast } from '@/ui';

/**
 * /pages/new and /pages/edit/{initPageId}: the page editor. What the user wrote is kept on the
 * device until the page is saved, so a reload brings the editor back as it was (with a notice
 * and a way to throw those changes away). Only the author may edit, as pages/update allows.
 */
export function PageEditPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.pages;
  const { api } = useAccountContext();
  const account = useSignedInAccount();
  const navigate = useNavigate();
  const toast = useToast();
  const pageId = params.initPageId ?? null;
  const [state] = useLoaded(
    async () => (pageId ? api.call('pages/show', { pageId }) : null),
    'NO_SUCH_PAGE',
    [api, pageId],
  );
  const draftKey = pageDraftKey(account, pageId);
  // What this device kept from an earlier visit, read once: the editor writes it from then on.
  const [draft, setDraft] = useState(() => readPageDraft(localStorage, draftKey));
  // Bumped to start the editor over from the saved page when a restored draft is discarded.
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nameTaken, setNameTaken] = useState(false);

  const title = pageId ? t.editTitle : t.newPage;
  if (state.kind !== 'ready') return <LoadingState state={state} title={title} notFoundText={t.notFound} />;
  const page = state.value;
  if (page && page.userId !== account.id) {
    return <LoadingState state={{ kind: 'notFound' }} title={title} notFoundText={t.authorOnly} />;
  }
  const initial = draft ?? (page ? fieldsOfPage(page) : emptyPageFields());

  const save = async (fields: PageFields) => {
    setBusy(true);
    setError(null);
    setNameTaken(false);
    try {
      const body = pageRequestBody(fields);
      if (page) await api.call('pages/update', { pageId: page.id, ...body });
      else await api.call('pages/create', body);
      dropPageDraft(localStorage, draftKey);
      toast(t.saved);
      navigate(pagePath(account.username, body.name));
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'NAME_ALREADY_EXISTS') setNameTaken(true);
      else setError(describeApiError(failure, i18n).text);
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {page && (
        <div className={styles.actions}>
          <Link to={pagePath(account.username, page.name)} className={styles.linkButton}>
            {t.viewPage}
          </Link>
        </div>
      )}
      {draft && (
        <Notice tone="info">
          <span>{t.draftRestored}</span>{' '}
          <Button
            size="small"
            onClick={() => {
              dropPageDraft(localStorage, draftKey);
              setDraft(null);
              setGeneration((n) => n + 1);
            }}
          >
            {t.discardDraft}
          </Button>
        </Notice>
      )}
      <div className={styles.panel}>
        <PageEditor
          key={`${draftKey}:${generation}`}
          initial={initial}
          draftKey={draftKey}
          username={account.username}
          creating={page === null}
          busy={busy}
          error={error}
          nameTaken={nameTaken}
          onSave={(fields) => void save(fields)}
        />
      </div>
    </div>
  );
}
