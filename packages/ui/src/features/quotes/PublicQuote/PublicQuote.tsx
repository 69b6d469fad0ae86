import { invoiceDateFormats, invoiceLabel, schemaBounds, type Quote, type QuoteAnswerInput } from '@kwartier/api';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { TextArea } from '../../../primitives/TextArea/TextArea';
import { TextField } from '../../../primitives/TextField/TextField';
import { ThemeRoot } from '../../../primitives/ThemeRoot/ThemeRoot';
import { maxLengthOf } from '../../../patterns/DetailsCard/detailValues';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { formatDateTime } from '../../../i18n/formatDateTime';
import { useMessages } from '../../../i18n/useMessages';
import { QuoteLineTable } from '../QuoteLineTable/QuoteLineTable';
import * as styles from '../shared/quotes.css';
import { messages } from './PublicQuote.messages';

/** Props of {@link PublicQuote}. */
export interface PublicQuoteProps {
  /** The quote as `GET /api/public/quotes/{uuid}` answers it. */
  quote: Quote;
  /** Date format of the page; defaults to the quote language's, as the PDF. */
  dateFormat?: DateFormat;
  /**
   * Answers the quote (`POST /api/public/quotes/{uuid}/accept` or `…/decline`), the save
   * convention: resolve once answered (refresh `quote`, which then shows the answer); a 422 shows
   * under name and comment, a 409 (answered already, expired) above the form.
   */
  onAnswer: (accepted: boolean, values: QuoteAnswerInput) => SaveResult;
  /** Downloads the quote's PDF (`GET /quote/{uuid}/pdf`). */
  onDownloadPdf?: () => void;
}

const BOUNDS = schemaBounds.QuoteAnswerInput;

/**
 * The page a client opens from the quote's mail, in the quote's language whoever opens it: who
 * makes the offer, its number, dates, lines and totals, then Accept or Decline with the name of
 * who answers (required) and an optional comment. Once answered it shows the answer; an expired
 * quote says so and takes no answer.
 */
export function PublicQuote({ quote, dateFormat, onAnswer, onDownloadPdf }: PublicQuoteProps) {
  const organisation = quote.organisation;
  return (
    <I18nProvider locale={quote.language}>
      <ThemeRoot theme={{ primary: organisation.primary_color, accent: organisation.accent_color }}>
        <PublicQuoteBody quote={quote} dateFormat={dateFormat ?? invoiceDateFormats[quote.language]} onAnswer={onAnswer} onDownloadPdf={onDownloadPdf} />
      </ThemeRoot>
    </I18nProvider>
  );
}

function PublicQuoteBody({ quote, dateFormat, onAnswer, onDownloadPdf }: PublicQuoteProps & { dateFormat: DateFormat }) {
  const t = useMessages(messages);
  const titleId = useId();
  const label = (name: Parameters<typeof invoiceLabel>[1]) => invoiceLabel(quote.language, name);
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  // Which button answered: read when the save runs.
  const choice = useRef(true);
  const [problem, setProblem] = useState<string>();
  const submission = useFormSubmission<QuoteAnswerInput>((values) => onAnswer(choice.current, values), ['name', 'comment']);
  const answer = (accepted: boolean) => {
    choice.current = accepted;
    if (name.trim() === '') return setProblem(t('nameRequired'));
    setProblem(undefined);
    const values: QuoteAnswerInput = { name: name.trim() };
    if (comment.trim() !== '') values.comment = comment.trim();
    void submission.submit(values);
  };
  const organisation = quote.organisation;
  return (
    <main className={`${styles.root} ${styles.publicPage}`} aria-labelledby={titleId}>
      <header className={styles.section}>
        <p className={styles.factLabel}>{organisation.name}</p>
        <h1 id={titleId} className={styles.heading}>
          {label('quoteTitle')} {quote.quotenumber}
        </h1>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>{t('for')}</dt>
          <dd className={styles.factValue}>{quote.client.name}</dd>
          <dt className={styles.factLabel}>{label('quoteDate')}</dt>
          <dd className={styles.factValue}>{formatDate(quote.quotedate, dateFormat)}</dd>
          <dt className={styles.factLabel}>{label('validUntil')}</dt>
          <dd className={styles.factValue}>{formatDate(quote.valid_until, dateFormat)}</dd>
        </dl>
      </header>
      <QuoteLineTable quote={quote} />
      {onDownloadPdf && (
        <div className={styles.screenOnly}>
          <Button onPress={onDownloadPdf}>{t('downloadPdf')}</Button>
        </div>
      )}
      {quote.answer ? (
        <Alert tone={quote.answer.accepted ? 'success' : 'info'}>
          {t(quote.answer.accepted ? 'accepted' : 'declined', { name: quote.answer.name, moment: formatDateTime(quote.answer.answered_at, dateFormat, quote.language) })}
          {quote.answer.comment && (
            <>
              <br />
              {t('comment', { comment: quote.answer.comment })}
            </>
          )}
        </Alert>
      ) : quote.status === 'expired' ? (
        <Alert tone="info">{t('expired', { date: formatDate(quote.valid_until, dateFormat) })}</Alert>
      ) : (
        <section className={`${styles.section} ${styles.screenOnly}`} aria-label={t('answerTitle')}>
          <h2 className={styles.heading}>{t('answerTitle')}</h2>
          <SubmissionForm
            submission={{ ...submission, fieldErrors: problem ? { ...submission.fieldErrors, name: problem } : submission.fieldErrors }}
            onSubmit={() => answer(true)}
            submitLabel={t('accept')}
            secondaryAction={
              <Button variant="secondary" onPress={() => answer(false)} isDisabled={submission.isSubmitting}>
                {t('decline')}
              </Button>
            }
          >
            <TextField name="name" label={t('name')} value={name} onChange={setName} maxLength={maxLengthOf(BOUNDS, 'name')} isRequired autoComplete="name" />
            <TextArea name="comment" label={t('commentLabel')} value={comment} onChange={setComment} maxLength={maxLengthOf(BOUNDS, 'comment')} />
          </SubmissionForm>
        </section>
      )}
    </main>
  );
}
