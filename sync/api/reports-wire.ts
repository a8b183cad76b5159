/**
 * Reports (001 §1 report flows, §3 Comment didReportAsSpam, §4 Reports, §7 Reports, §8
 * "report media, comment, user and message"): the calls, their answer, the location and
 * object-type enums, and the one table of reasons per content kind, read by the server (which
 * accepts only a leaf reason of the kind) and by the report sheet (which lists them).
 * 001 §7 names the four calls and shows no key lists ("Full key lists not shown"): the reasons,
 * their ids, the enums' members between their named ends, and the direct message call are ours
 * (Instagram's wording; server/README.md "Reports").
 */

/**
 * What can be reported here. 001 §1's hacked account is a user report (reason `hacked`, whose
 * owner is sent a security notice: server/README.md "Reports"); its ad and product are not in
 * this app.
 */
export type ReportKind = 'media' | 'comment' | 'user' | 'direct_message';

export const ReportPath = {
  /** 001 §7 {reason_id, source_name?}; the spec shows no body, ours carries the reason and `hide_from_feed`. */
  media: (mediaId: string) => `/media/${mediaId}/flag/`,
  /** 001 §7 {reason_id}. */
  comment: (mediaId: string, commentId: string) => `/media/${mediaId}/comment/${commentId}/flag/`,
  /** 001 §7 {source_name (profile), reason_id}. */
  user: (userId: string) => `/users/${userId}/report/`,
  /** 001 §7 {source_name, actionTaken}: an account flagged as spam from elsewhere than its profile. */
  userFlag: (userId: string) => `/users/${userId}/flag/`,
  /** Ours: a message of a thread the reporter is in, {reason_id}. */
  directMessage: (threadId: string, itemId: string) => `/api/v1/direct_v2/threads/${threadId}/items/${itemId}/flag/`,
} as const;

/** 001 §7 "location enum (feed 1 to live 8, product 9)": where the report was made (members between ours). */
export const ReportLocation = { feed: 1, explore: 2, profile: 3, post: 4, comments: 5, direct: 6, stories: 7, live: 8, product: 9 } as const;
export type ReportSourceName = keyof typeof ReportLocation;
export const REPORT_SOURCE_NAMES = Object.keys(ReportLocation) as ReportSourceName[];

/** 001 §7 "object types (media 1 to product 6)" (members between ours). */
export const ReportObjectType = { media: 1, comment: 2, user: 3, direct_message: 4, story: 5, product: 6 } as const;

/** What the reporter did alongside a flag of an account (/users/{id}/flag/ actionTaken; ours). */
export const REPORT_ACTIONS_TAKEN = ['none', 'block', 'unfollow'] as const;
export type ReportActionTaken = (typeof REPORT_ACTIONS_TAKEN)[number];

/** The answer of every report call: the report kept for (reporter, object); `already_reported` when it was made before. */
export interface WireReportResponse {
  status: 'ok';
  report_id: string;
  already_reported: boolean;
}

export interface ReportReason {
  id: number;
  label: string;
  /** The second (or third) level, Instagram's; a reason with children is not sent itself. */
  children?: readonly ReportReason[];
  /** An intellectual property reason: the flow asks the reporter to confirm they own the rights. */
  ip?: true;
}

const leaf = (id: number, label: string): ReportReason => ({ id, label });

export const ReportReasonId = { spam: 1, dislike: 10, ip: 8, underage: 13, hacked: 15 } as const;

const SPAM = leaf(ReportReasonId.spam, "It's spam");
const NUDITY: ReportReason = {
  id: 2,
  label: 'Nudity or sexual activity',
  children: [leaf(21, 'Nudity or pornography'), leaf(22, 'Sexual exploitation or solicitation'), leaf(23, 'Sharing private images')],
};
const HATE = leaf(3, 'Hate speech or symbols');
const VIOLENCE: ReportReason = {
  id: 4,
  label: 'Violence or dangerous organizations',
  children: [leaf(41, 'Violent threat'), leaf(42, 'Dangerous organizations or individuals'), leaf(43, 'Graphic violence')],
};
const BULLYING: ReportReason = {
  id: 5,
  label: 'Bullying or harassment',
  children: [leaf(51, 'Me'), leaf(52, 'Someone I know'), leaf(53, 'Someone else')],
};
const FALSE_INFO = leaf(6, 'False information');
const SCAM = leaf(7, 'Scam or fraud');
const IP: ReportReason = { id: ReportReasonId.ip, label: 'Intellectual property violation', ip: true };
const SELF_INJURY = leaf(9, 'Suicide or self-injury');
const DISLIKE = leaf(ReportReasonId.dislike, "I just don't like it");
const GOODS: ReportReason = {
  id: 11,
  label: 'Sale of illegal or regulated goods',
  children: [leaf(111, 'Drugs'), leaf(112, 'Firearms'), leaf(113, 'Endangered animals')],
};

const CONTENT: readonly ReportReason[] = [SPAM, NUDITY, HATE, VIOLENCE, BULLYING, FALSE_INFO, SCAM, IP, SELF_INJURY, GOODS, DISLIKE];

/** The reasons per kind, first level first (001 §4: media topLevel1–2, user topLevel1–3). */
export const REPORT_REASONS: Readonly<Record<ReportKind, readonly ReportReason[]>> = {
  media: CONTENT,
  comment: [SPAM, NUDITY, HATE, VIOLENCE, BULLYING, FALSE_INFO, SCAM, IP, SELF_INJURY, DISLIKE],
  direct_message: [SPAM, NUDITY, HATE, VIOLENCE, BULLYING, SCAM, SELF_INJURY, DISLIKE],
  user: [
    // Instagram's account report: three first choices; the content one opens the content reasons.
    // Ours, 001 §1's hacked account: a friend's account that may have been taken over.
    { id: 12, label: "It's posting content that shouldn't be on Instagram", children: CONTENT.filter((r) => r.id !== ReportReasonId.dislike) },
    { id: 14, label: "It's pretending to be someone else", children: [leaf(141, 'Me'), leaf(142, 'Someone I know'), leaf(143, 'A celebrity or public figure'), leaf(144, 'A business or organization')] },
    leaf(ReportReasonId.underage, 'It may be under the age of 13'),
    leaf(ReportReasonId.hacked, 'It may have been hacked'),
  ],
};

/** The reason of this id anywhere in the kind's table (any level), or undefined. */
export function findReason(kind: ReportKind, id: number): ReportReason | undefined {
  const walk = (list: readonly ReportReason[]): ReportReason | undefined => {
    for (const r of list) {
      if (r.id === id) return r;
      const inner = r.children ? walk(r.children) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(REPORT_REASONS[kind]);
}

/** True when the id names a reason the kind's report may carry: one without a further level. */
export function isReportableReason(kind: ReportKind, id: number): boolean {
  const r = findReason(kind, id);
  return r !== undefined && r.children === undefined;
}
