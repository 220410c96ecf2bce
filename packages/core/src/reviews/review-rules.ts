/** What a review asks about: the whole spec, or only the rows changed since a chosen version. */
export const REVIEW_SCOPES = ['all', 'changed'] as const;
export type ReviewScope = (typeof REVIEW_SCOPES)[number];

export const REVIEW_STATUSES = ['open', 'approved', 'cancelled'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The part a person plays in a review. */
export const REVIEW_ROLES = ['reviewer', 'approver'] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];

/** A reviewer marks a row `reviewed` or `needs_changes`; an approver `approved` or `rejected`. */
export const REVIEWER_MARKS = ['reviewed', 'needs_changes'] as const;
export const APPROVER_MARKS = ['approved', 'rejected'] as const;
export const REVIEW_MARKS = [...REVIEWER_MARKS, ...APPROVER_MARKS] as const;
export type ReviewMark = (typeof REVIEW_MARKS)[number];

export const REVIEW_MARK_LABELS: Readonly<Record<ReviewMark, string>> = {
  reviewed: 'Reviewed',
  needs_changes: 'Needs changes',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  open: 'In review',
  approved: 'Approved',
  cancelled: 'Cancelled',
};

/** What a signature means; recorded with it, word for word. */
export const SIGNATURE_MEANINGS = ['approved'] as const;
export type SignatureMeaning = (typeof SIGNATURE_MEANINGS)[number];

/** How long a signing ticket (asked for when the signature dialog opens) stays good. */
export const SIGNING_TICKET_MINUTES = 10;
/** The most people one review names, and the longest title. */
export const MAX_REVIEW_PEOPLE = 50;
export const MAX_REVIEW_TITLE_LENGTH = 120;
/** The most rows one request marks. */
export const MAX_REVIEW_ROWS = 100_000;
/** The most open reviews one spec has at once. */
export const MAX_OPEN_REVIEWS_PER_SPEC = 20;

/** A row's marker when it changed after its approval and was not reviewed again. */
export const CHANGED_SINCE_APPROVED = 'Changed since approved';

export const REVIEW_MESSAGES = {
  notFound: 'This review no longer exists.',
  titleRequired: 'A review needs a title.',
  approverRequired: 'Name at least one approver.',
  notMember: 'Reviewers and approvers must be members of the workspace who may comment.',
  noChangedRows: 'No rows changed since that version: there is nothing to review.',
  emptySpec: 'The spec has no rows to review.',
  cannotRequest: 'Your role in this workspace does not allow asking for a review.',
  notNamed: 'You are not named in this review.',
  wrongMark: 'Reviewers mark rows reviewed or needs changes; approvers approve or reject them.',
  rowNotInReview: 'This row is not part of the review.',
  closed: 'This review is closed.',
  tooManyOpen: `This spec has ${MAX_OPEN_REVIEWS_PER_SPEC} open reviews, the most it keeps at once.`,
  notAllApproved: 'Approve every row of the review before you sign.',
  rowsAdded:
    'Rows were added to the spec after this review was asked for, and nobody reviewed them. Ask for a new review that includes them. Nothing was signed.',
  wrongPassword: 'The password is not right. Nothing was signed.',
  ticketNotValid:
    'This signing request is not valid for this review. Open the dialog again. Nothing was signed.',
  alreadySigned: 'You already signed this review.',
  onlyRequester: 'Only the person who asked for the review, or an owner, can cancel it.',
  cannotMark: 'Your role in this workspace no longer lets you review or approve rows.',
  noPassword: 'A signature needs your password, and your account signs in without one. Nothing was signed.',
} as const;
