import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    label: 'Approval of this week',
    open: 'When the week is complete, submit it for approval.',
    submit: 'Submit week',
    resubmit: 'Submit again',
    submitted: 'Submitted for approval. The week is read-only until an administrator decides.',
    approved: 'Approved. The week can no longer change.',
    rejected: 'Rejected. Change the hours where needed and submit the week again.',
    comment: 'Comment: {comment}',
    failed: 'The week could not be submitted. Try again.',
  },
  nl: {
    label: 'Goedkeuring van deze week',
    open: 'Dien de week ter goedkeuring in zodra hij compleet is.',
    submit: 'Week indienen',
    resubmit: 'Opnieuw indienen',
    submitted: 'Ter goedkeuring ingediend. De week is alleen-lezen tot een beheerder beslist.',
    approved: 'Goedgekeurd. De week kan niet meer veranderen.',
    rejected: 'Afgekeurd. Pas de uren aan waar nodig en dien de week opnieuw in.',
    comment: 'Toelichting: {comment}',
    failed: 'De week kon niet worden ingediend. Probeer het opnieuw.',
  },
});
