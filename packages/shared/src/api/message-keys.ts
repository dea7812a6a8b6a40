/**
 * The closed error vocabulary and the HTTP status each key maps to — the one place that mapping lives.
 * The C/PATIENT/SEARCH/RECHARGE/APPOINT keys come from the original catalogue; the HOSPITAL keys and C003/C019–C024 are ours.
 */
export const messageStatus = {
  C001: 400, // connection failure (client-side; the server never sends it)
  C002: 404, // no data
  C003: 500, // server busy — the only key a 5xx may carry
  C005: 400, // too many files
  C006: 400, // file too large (upload errors answer code 400 with a templated message)
  C008: 403, // access denied (title)
  C018: 400, // {field} is required
  C019: 400, // {field} is invalid
  C020: 413, // request too large
  C021: 404, // no such call
  C022: 429, // access too frequent, please retry later
  C023: 400, // encrypted body cannot be read
  C024: 401, // please sign in
  C025: 431, // request headers too large (answered by the server itself)
  C026: 408, // the request did not arrive in time (answered by the server itself)
  C028: 403, // access denied (caption)
  C030: 409, // This server sends no text messages (no SMS gateway outside demo mode)
  C031: 409, // The hospital's SMS provider refused or could not take the text: try again later
  // Business refusals never use 403: the portal clears the whole session on a 403.
  FUNC001: 404, // this function is not open yet
  HOSPITAL001: 404, // unknown hospital
  HOSPITAL002: 404, // hospital not enabled
  HOSPITAL003: 404, // unknown tip / caption file
  LOGIN001: 404, // this phone number is not registered, please register first
  LOGIN002: 409, // this phone number is already registered, please log in directly
  LOGIN003: 400, // phone number or password incorrect
  LOGIN004: 400, // verification code wrong or expired
  LOGIN005: 400, // too many wrong codes: request a new one
  LOGIN006: 429, // wait before requesting another code
  LOGIN007: 429, // Too many failed sign-ins from this network, wait {seconds}
  LOGIN008: 429, // This account's soft limit for new networks, wait {seconds} or use a known one
  LOGIN009: 409, // registration closed: the hospital has not published the agreements every account accepts
  LOGIN010: 400, // a password sent to a hospital that signs in by code only
  PATIENT001: 400, // choose a patient first
  PATIENT004: 404, // no such patient (also: someone else's patient)
  PATIENT005: 400, // at most {max} linked patients
  PATIENT006: 409, // this person is already linked
  PATIENT007: 409, // unbinding blocked until {until}
  PATIENT008: 400, // The name does not match the hospital's record of this person {field}
  PATIENT009: 400, // Prove control with the SMS code sent to the hospital's phone {phone} (masked)
  PATIENT010: 400, // Prove the link with the card's PIN
  PATIENT011: 400, // Wrong card PIN
  PATIENT012: 409, // only the holder of the phone the hospital holds may revoke other accounts
  PATIENT013: 409, // The hospital holds no phone for this person (link at the window)
  PATIENT014: 409, // The hospital holds no PIN for this person's card (link at the window)
  PATIENT015: 404, // No such linked account for this person
  PATIENT016: 409, // The hospital has no record of this person, so no code is needed
  PATIENT018: 400, // A card type the hospital does not issue or accept (config cardTypes)
  PATIENT017: 400, // A certificate type the hospital does not accept for adding a patient (config certificateTypes)
  APPOINT001: 409, // the doctor has stopped consultations
  APPOINT002: 409, // the session is over
  APPOINT003: 409, // not yet released: opens at {time}
  APPOINT004: 409, // that source number was just taken
  APPOINT005: 409, // no free source number left (the waitlist is open)
  APPOINT006: 409, // this patient already holds a booking in this session
  APPOINT007: 409, // per-patient booking limit {max}
  APPOINT008: 409, // booking blocked until {until} after repeated cancellations
  APPOINT009: 400, // Idempotency-Key header missing
  APPOINT010: 409, // already on this session's waitlist
  APPOINT011: 409, // the session still has free numbers: book directly
  // APPOINT012–023: the record rules' refusals (packages/shared/src/appointments/appointment.rules.ts).
  APPOINT012: 409,
  APPOINT013: 409,
  APPOINT014: 409,
  APPOINT015: 409,
  APPOINT016: 409,
  APPOINT017: 409,
  APPOINT018: 409,
  APPOINT019: 409,
  APPOINT020: 409,
  APPOINT021: 409,
  APPOINT022: 409,
  APPOINT023: 409,
  REFUND001: 409, // refunds only within {months} months
  APPOINT039: 409, // only children under {age} may book this pediatric department
  APPOINT041: 409, // ordinaryTransmitLogin: the {field} of the XML is not this booking's (patient, schedule or user)
  APPOINT060: 409, // The session started at {time}: no longer bookable (nor payable) — shared numberBookable
  APPOINT061: 409, // Record page, why 'Pay now' is gone: the pay deadline {time} has passed
  APPOINT062: 409, // Schedule cell caption of a started session (closedReason APPOINT060)
  APPOINT080: 409, // the hospital has no waiting list (config candidateEnabled off)
  APPOINT081: 409, // the session is full, at a hospital without a waiting list
  APPOINT070: 409, // a same-day registration (isToday '1') of a session on another day than the hospital's today
  RECHARGE001: 409, // prepaid balance insufficient: the page starts the QR flow
  RECHARGE004: 409, // Stopped card — no top-up
  RECHARGE005: 409, // Lost card — no top-up
  RECHARGE006: 409, // Card to be deactivated — no top-up
  RECHARGE007: 409, // Overdue card — no top-up
  RECHARGE008: 409, // Poverty-relief patients settle at the window
  RECHARGE009: 409, // Social-security card cap {amount} yuan
  RECHARGE010: 400, // A negative top-up amount
  RECHARGE012: 409, // Daily top-up count {count}
  RECHARGE013: 409, // Gap top-up for a booking that is paid or no longer valid
  APPOINT029: 409, // recharge time is daily {start}-{end}
  RECHARGE002: 409, // recharge at most {amount} yuan
  RECHARGE003: 409, // recharge at least {amount} yuan
  BILL001: 409, // The outpatient bill is already paid
  CASEMAIL001: 409, // A case-record copy is only for a stay that is over (discharged)
  CASEMAIL002: 400, // At most {max} copies
  CASEMAIL003: 409, // The case-mail request is no longer waiting for its fee (paid or cancelled)
  CASEMAIL004: 409, // The copy is printed already: the request can no longer be cancelled
  PHYSICAL001: 409, // The physical-exam date is full or not bookable
  PHYSICAL002: 409, // The physical-exam booking no longer waits for payment
  PHYSICAL003: 409, // A physical-exam booking cannot be cancelled on or after its date
  PHYSICAL004: 400, // The member file cannot be read (CSV or XLSX, at most 512 KB)
  PHYSICAL005: 400, // At most {max} members in one group
  PHYSICAL006: 400, // The member file has {count} bad cells: nothing imported
  PHYSICAL007: 400, // The same person twice in the member file
  PHYSICAL008: 409, // The physical-exam report is not ready yet
  PHYSICAL009: 409, // The person already has a live physical-exam booking on this date
  PHYSICAL010: 409, // The time to pay for the physical-exam booking has passed
  PHYSICAL011: 400, // the physical-exam package is for another sex or age group than this person (packageSuits)
  UPLOAD001: 400, // An extension the upload's bizType does not take {name} {types}
  UPLOAD002: 400, // The sniffed content is not what the file's name says {name}
  FILE001: 404, // A signed file URL that is wrong, expired or not this hospital's (one answer for all)
  COMPLAINT001: 409, // The complaint is closed: no further answer
  COMPLAINT002: 409, // The complaint is taken on already: take is for new ones (assign moves a held one)
  COMPLAINT003: 400, // The assignee is not a colleague at this hospital whose role answers complaints
  QUERY001: 400, // A query's date range reversed or longer than {days} days
  FILM001: 404, // A film share link unknown, expired or withdrawn (one answer for all three)
  FILM002: 400, // Wrong extraction code, {remaining} attempts left
  FILM003: 409, // Too many wrong extraction codes, the share link is locked
  RECHARGE011: 404, // did not get the outpatient card balance (no outpatient card)
  PAY001: 400, // payment notification signature invalid (ours: the sandbox gateway notify)
  PAY002: 409, // payment notification amount differs from the order (ours)
  PAY003: 409, // a QR payment of this booking was opened while a card payment was starting: card payment refused
  PAY004: 400, // payment notification outside its time window (signed sentAt; ours)
  PAY005: 409, // the QR order is no longer open (paid, closed, refunded): no QR to show
  PAY006: 409, // QR payment is not available (no pay gateway outside demo mode)
  PAY007: 503, // The hospital's system did not answer a card payment; it is settled automatically (never twice)
  PAY009: 409, // The open QR order cannot move to that channel (not offered, the one it is at, or moved once already)
  PAY008: 503, // The QR pay provider (Alipay, WeChat Pay) refused or did not answer opening the payment: try again
  DOCTOR001: 404, // no doctor info found
  PERM001: 404, // only the physical-exam group leader (not 403: see FUNC001)
  OPERATOR001: 409, // Operator calls are not set up on this server (no OPERATOR_TOKEN outside demo mode)
  OPERATOR002: 401, // Operator credential missing or wrong (a patient's token is not one)
  OPERATOR003: 404, // No such session at this hospital
  LECTURE001: 404, // No such lecture at this hospital (another hospital's answers the same)
  SEARCH019: 409, // a kind of search the hospital does not offer (config searchTypes)
  LECTURE002: 409, // a lecture kind the hospital does not publish (config lectureTypes)
  NOTICE001: 404, // The hospital has not published this notice document
  NOTICE002: 409, // A newer version of the document was published: read it again before accepting
  HOSPITALIZED001: 409, // The patient is already in hospital: no second admission
  HOSPITALIZED002: 409, // The doctor has not ordered the discharge yet: no settlement
  HOSPITALIZED003: 409, // The stay is already settled
  HOSPITALIZED004: 409, // The amount due changed (a top-up or a charge arrived): read the settlement again
  HOSPITALIZED005: 404, // Operator: no such person or stay at this hospital in the HIS
  // CHECKIN001–006: the check-in rule's refusals (packages/shared/src/appointments/check-in.rules.ts).
  CHECKIN001: 409,
  CHECKIN002: 409,
  CHECKIN003: 409,
  CHECKIN004: 409,
  CHECKIN005: 409,
  CHECKIN006: 409,
  QUESTIONNAIRE001: 404, // No such questionnaire at this hospital (another hospital's, or withdrawn, answers the same)
  QUESTIONNAIRE002: 409, // Not a recent visit (or stay) of this patient: nothing to answer about
  QUESTIONNAIRE003: 409, // This patient already answered this questionnaire
  // STAFF001–013: the console's staff identity (docs/staff-console.md); the console may answer 401/403.
  STAFF001: 401, // the console session is missing, ended or not past the second factor: sign in
  STAFF002: 400, // phone number or password incorrect (an unknown phone answers the same)
  STAFF003: 400, // the authenticator or recovery code is wrong or has expired
  STAFF004: 400, // this authenticator code was already used: wait for the next one
  STAFF005: 403, // the CSRF token is missing or wrong, or the request comes from another site
  STAFF006: 403, // the staff member's role does not grant this
  STAFF007: 403, // another hospital than the staff member's own
  STAFF008: 403, // a sign-in step that is not the session's current one
  STAFF009: 404, // the invitation is unknown, expired, used or withdrawn (one answer for all)
  STAFF010: 409, // the phone already has a staff account
  STAFF011: 409, // an administrator cannot change their own role or remove themselves
  STAFF012: 404, // no such staff member at this hospital
  STAFF013: 400, // the current password is wrong (changing the password)
  // SETTINGS001–006: the console's settings editors and hospital onboarding (docs/hospital-settings.md).
  SETTINGS001: 409, // someone saved a newer version: reload before saving
  SETTINGS002: 400, // the settings document is invalid at {field}
  SETTINGS003: 400, // a theme colour patients could not read: {token} has {ratio}:1, needs {needed}:1
  SETTINGS004: 404, // no such version of the setting
  SETTINGS005: 400, // the functions or menu do not list exactly the hospital's own ids
  SETTINGS006: 409, // a hospital with this id already exists
  // RECON001–003: the reconciliation with the pay gateway (docs/reconciliation.md).
  RECON001: 409, // the mismatch was already resolved
  RECON002: 404, // no such mismatch at this hospital
  RECON003: 400, // the day has not ended in the hospital's time zone
  // REFUNDREQ001–005: staff refunds with four-eyes approval (docs/refunds.md).
  REFUNDREQ001: 409, // the booking has no paid fee to refund (not paid, already refunded or on its way back)
  REFUNDREQ002: 409, // a refund of this payment already waits for approval
  REFUNDREQ003: 404, // no such refund request at this hospital
  REFUNDREQ004: 409, // the refund request was already approved or rejected
  REFUNDREQ005: 403, // the staff member who asked for a refund cannot approve or reject it
  // DASHBOARD001: the console's dashboard (docs/dashboard.md).
  DASHBOARD001: 400, // the period is backwards or longer than {max} days
  // The content editors (docs/console-content.md).
  NOTICE003: 404, // no draft of this document to publish or discard
  QUESTIONNAIRE004: 409, // the questionnaire has answers: its questions can no longer change (copy it)
  QUESTIONNAIRE005: 400, // a questionnaire without questions cannot be published
  // RICHTEXT001 and LECTURE003: lectures and the medical guide edited in the console (docs/health-content.md#editing).
  RICHTEXT001: 400, // {field} (a body or guide content) is longer than the editor takes
  LECTURE003: 400, // no such lecture category at this hospital
} as const;

export type MessageKey = keyof typeof messageStatus;

export function statusOf(key: string): number {
  return (messageStatus as Record<string, number>)[key] ?? 400;
}
