import type { Field, Operation } from './openapi-operations.ts';

/**
 * Which parameters of the contract name an object that belongs to one user. The
 * authorization matrix (authz-matrix.int.test.ts) makes user A's objects of each kind and has user B try every
 * `owned` parameter with A's ids. Every id-like parameter must be classified here, or the matrix fails: a call
 * added tomorrow with a new id is tested, or consciously waved through with its reason written down.
 */
export type ObjectKind =
  | 'patient'
  | 'appointment'
  | 'order'
  | 'card'
  | 'bill'
  | 'report'
  | 'film'
  | 'filmShare'
  | 'prescription'
  | 'discharge'
  | 'pathology'
  | 'fee'
  | 'stay'
  | 'message'
  | 'invoice'
  | 'caseMail'
  | 'physicalBooking'
  | 'complaint';

export type Classification = { owned: ObjectKind } | { notOwned: string };

const PUBLIC = { notOwned: "the hospital's public catalogue or schedule: the same for every user" };
const UNUSED = {
  notOwned:
    'a contract field the server never reads: the account and its objects come from the token',
};
const HOSPITAL = {
  notOwned:
    'the hospital: a token of another hospital is refused (the cross-hospital part of the matrix)',
};

/** By parameter name, for every call. */
const BY_NAME: Record<string, Classification> = {
  hosId: HOSPITAL,
  patientId: { owned: 'patient' },
  patId: { owned: 'patient' },
  /** revokePatientHolder: another account's link (a patient id) to the caller's person. */
  holderId: { owned: 'patient' },
  appointId: { owned: 'appointment' },
  outTradeNo: { owned: 'order' },
  /** An outpatient bill of one of the user's (proven-linked) patients. */
  billId: { owned: 'bill' },
  /** An electronic invoice of one of the user's (proven-linked) patients. */
  invoiceNo: { owned: 'invoice' },
  /** A case-mail request the user made. */
  requestId: { owned: 'caseMail' },
  /** A physical-exam booking the user made (a patient's, or a leader's group). */
  bookingId: { owned: 'physicalBooking' },
  /** A complaint or suggestion the user filed. */
  complaintId: { owned: 'complaint' },
  /** The hospital's physical-exam packages are its public catalogue. */
  packageId: PUBLIC,
  /** A report from the HIS of one of the user's (proven-linked) patients (detail and PDF). */
  reportId: { owned: 'report' },
  /** A prescription / an inpatient stay's discharge medicine from the HIS of one of the user's (proven-linked) patients. */
  prescriptionId: { owned: 'prescription' },
  /** An imaging study from the HIS of one of the user's (proven-linked) patients (detail, shares). */
  studyId: { owned: 'film' },
  /** A pathology result from the HIS of one of the user's (proven-linked) patients. */
  pathologyId: { owned: 'pathology' },
  /** A paid fee from the HIS of one of the user's (proven-linked) patients. */
  feeId: { owned: 'fee' },
  /** One of the user's share links of a study (withdrawing it). */
  shareId: { owned: 'filmShare' },
  /** A message of the user's own message centre (reading, marking read). */
  messageId: { owned: 'message' },
  /** getReportTrend: the series read is always of the patient named by patientId (owned, above). */
  itemCode: {
    notOwned: "a lab item's code from the hospital's catalogue ('GLU'), the same for every patient",
  },
  appId: UNUSED,
  cardNo: UNUSED,
  idCardNo: UNUSED,
  openId: UNUSED,
  platformId: UNUSED,
  platformUserId: UNUSED,
  payAccountNo: UNUSED,
  accountId: UNUSED,
  userId: UNUSED,
  certNo: {
    notOwned:
      "a person's ID number, not an account's object: linking a person on the hospital's record needs the SMS/PIN proof (patient-link tests)",
  },
  scheduleId: PUBLIC,
  numberId: PUBLIC,
  deptId: PUBLIC,
  doctorId: PUBLIC,
  /** Lectures and their categories are the hospital's public content. */
  lectureId: PUBLIC,
  categoryId: PUBLIC,
  /** readLecture: a browser visit's random id, only so a read counts once; it names nothing of an account. */
  viewerId: {
    notOwned:
      "a browser visit's random id for counting a lecture read once: no account's object, nothing is read by it",
  },
  /** A questionnaire is the hospital's, the same for every patient; answers are keyed by the owned patientId. */
  questionnaireId: PUBLIC,
  /** Checked against the patient named by patientId (owned): another person's visit answers QUESTIONNAIRE002. */
  visitId: {
    notOwned:
      "a visit or stay the answer is about, only ever accepted among the recent visits of the caller's own patient (patientId)",
  },
  /** getTipInformation's tip, getStaticCaption's caption file. */
  id: PUBLIC,
  name: PUBLIC,
};

/** `operationId.parameter`, where a call uses a name differently. */
const BY_OPERATION: Record<string, Classification> = {
  /** The path's "token" is the booking the fee is asked for. */
  'ordinaryTransmitLogin.token': { owned: 'appointment' },
  /** The opaque card reference (card id) the portal got from getCardInfoByCondition. */
  'checkCardNoV2.cardNo': { owned: 'card' },
  'getScanTransaction.token': {
    notOwned:
      "the scan-to-pay page's capability: whoever holds the QR may pay it; 16–64 random characters",
  },
  'confirmScanTransaction.token': {
    notOwned:
      "the scan-to-pay page's capability: whoever holds the QR may pay it; 16–64 random characters",
  },
  /** The inpatient stay whose discharge medicine is read (one of the user's proven-linked patients'). */
  'getDischargeMedicine.stayId': { owned: 'discharge' },
  /** An inpatient stay (its daily bill) of one of the user's (proven-linked) patients. */
  'getDailyBill.stayId': { owned: 'stay' },
  /** An inpatient stay (its card, its settlement) of one of the user's (proven-linked) patients. */
  'getInpatientStay.stayId': { owned: 'stay' },
  'settleStay.stayId': { owned: 'stay' },
  /** Operator call (sandbox HIS): the operator credential, not a user's session, reaches any stay of the hospital. */
  'orderDischarge.stayId': {
    notOwned:
      "an operator call under the operator credential (no user session): the hospital's doctor orders any stay's discharge",
  },
  /** Checked against the patient named by patientId (owned): another person's notice answers C002 (inpatient.int.test.ts). */
  'selfAdmission.noticeId': {
    notOwned:
      "a doctor's admission notice, only ever used for the caller's own patient (patientId), whose person it must name",
  },
  /** The stay a copy is ordered of, checked against the patient named by patientId (another's answers C002). */
  'createCaseMail.stayId': { owned: 'stay' },
  /** The outpatient visit (the HIS's fee of it) a copy is ordered of, checked like the stay (another's answers C002). */
  'createCaseMail.visitId': { owned: 'fee' },
  /** Operator call (sandbox HIS): the records office moves any request of the hospital on. */
  'advanceHisCaseMail.requestId': {
    notOwned:
      'an operator call under the operator credential (no user session): the records office handles every request',
  },
  /** A dictionary code; dictionaries are public. */
  'getDictionary.code': PUBLIC,
  /** A shared film's link token is the capability (with its extraction code): whoever holds both may look. */
  'openFilmShare.token': {
    notOwned:
      "a film share link's capability: 32 random characters, opened with its extraction code, no session",
  },
  /** Image addresses are signed for one image of one study until exp; the signature, not a session, grants them. */
  'getFilmImage.studyId': {
    notOwned: 'part of a signed image address: any change breaks the signature (films.int.test.ts)',
  },
  'getFilmImage.imageId': {
    notOwned: 'part of a signed image address: any change breaks the signature (films.int.test.ts)',
  },
  /** A signed file URL; the signature over hospital, file and expiry, not a session, grants it (uploads.int.test.ts). */
  'getOssFile.fileId': {
    notOwned: 'part of a signed file URL: any change breaks the signature (uploads.int.test.ts)',
  },
  /** The hospital's logo is shown to every visitor of its pages: a public file of the hospital. */
  'getHospitalLogo.file': {
    notOwned: "the hospital's logo, public on every page of the hospital (settings.int.test.ts)",
  },
  /** A lecture's video or poster, public like the lectures that name it; its name is a random id. */
  'getLectureMedia.file': {
    notOwned: "a lecture's public video or poster (content.int.test.ts)",
  },
  'storePaymentParameter.patientId': {
    notOwned:
      "payer details stored with the caller's own order and shown only to its owner; never used to find anything",
  },
};

/** Names that say "identifier": …Id, …No, token, serial (any case at the start), and every path parameter. */
export function isIdLike(field: Pick<Field, 'in' | 'name'>): boolean {
  return (
    field.in === 'path' ||
    /(Id|No|Token|Serial)$/.test(field.name) ||
    /^(id|no|token|serial)$/i.test(field.name)
  );
}

export function classify(
  op: Pick<Operation, 'operationId'>,
  field: Pick<Field, 'name'>,
): Classification | undefined {
  return BY_OPERATION[`${op.operationId}.${field.name}`] ?? BY_NAME[field.name];
}
