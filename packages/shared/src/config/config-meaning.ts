import type { ConfigKey } from './hospital-config.ts';

/** What obeys a key: the web routes (as in apps/web/src/app/route-table.ts; '/' is the root) and the call operationIds. */
export interface ObeyedBy {
  pages: readonly string[];
  calls: readonly string[];
}

/** What a key means and what obeys it. */
export interface ConfigMeaning {
  description: string;
  obeyedBy: ObeyedBy;
}

/**
 * The registry's other half: each key's meaning and the pages and calls that obey it, kept apart from the parsing half
 * (hospital-config.ts) so the patient bundle carries none of it. docs/configuration.md is written from both by
 * `npm run config-docs`; the type makes every key of hospitalConfigFields have its entry here.
 */
export const hospitalConfigMeaning: Record<ConfigKey, ConfigMeaning> = {
  pcEntranceArea: {
    description:
      'the root route shows "choose expert type" (no sign-in) when on, "choose doctor" (sign-in) when off',
    obeyedBy: { pages: ['/'], calls: ['getChooseDoctorList'] },
  },
  homeTipId: {
    description: 'tip popup shown once per session on the home page; empty for none',
    obeyedBy: { pages: ['/'], calls: [] },
  },
  loginModes: {
    description: 'comma list of sign-in modes offered',
    obeyedBy: { pages: ['/login', '/login/register'], calls: ['register'] },
  },
  batchPhysicalExam: {
    description: 'the hospital has batch physical exams: fetch the physical-exam leader flag',
    obeyedBy: { pages: ['/physical/group-register'], calls: ['getUserPhysicalLeader'] },
  },
  servicePhone: {
    description: 'hotline shown in the footer',
    obeyedBy: { pages: ['/'], calls: [] },
  },
  emergencyAdvice: {
    description:
      'symptoms the hospital treats as emergencies ({ phone, advice, keywords }): the symptom helper gives this advice, with the number to call, before any booking',
    obeyedBy: { pages: ['/other/medical-guide'], calls: [] },
  },
  pediatricMaxAge: {
    description:
      'pediatric age limit (under this age on the session date); 0 means the hospital has no pediatric-only rule',
    obeyedBy: { pages: ['/appointment/confirm'], calls: ['createAppointment'] },
  },
  titleByFee: {
    description: 'show the doctor title the registration fee maps to (docs/booking-rules.md)',
    obeyedBy: {
      pages: ['/', '/appointment/doctor', '/appointment/record', '/appointment/record-info'],
      calls: [
        'getChooseDoctorList',
        'getDoctorList',
        'getDoctorDetail',
        'getDoctorSchedules',
        'getAppointment',
        'getAppointmentRecords',
        'getAppointmentRecord',
      ],
    },
  },
  alwaysAllowCancel: {
    description:
      'this hospital always allows cancel: no cancel cutoff (the other cancel checks still hold)',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  areaOrdinaryFunctionType: {
    description: 'business-type tiles, ordered by sort',
    obeyedBy: {
      pages: ['/appointment/area', '/appointment/depart', '/appointment/search'],
      calls: [],
    },
  },
  hiddenAreaTypes: {
    description: 'area/business-type combinations this hospital hides',
    obeyedBy: { pages: ['/appointment/area', '/appointment/depart'], calls: [] },
  },
  appointmentTipId: {
    description: 'tip popup shown on confirm',
    obeyedBy: { pages: ['/appointment/confirm'], calls: [] },
  },
  showTodaySchedule: {
    description: 'the schedule starts today (not tomorrow) before the release time',
    obeyedBy: { pages: ['/appointment/depart'], calls: [] },
  },
  releaseTime: {
    description:
      "daily release time ('HH:mm', hospital zone): the schedule starts tomorrow from then, and a date opens at this time (scheduleDays − 1) days before it",
    obeyedBy: {
      pages: ['/appointment/depart', '/appointment/doctor', '/appointment/confirm'],
      calls: ['pcEntireScheduleInfoByCondition', 'getDoctorSchedules', 'getChooseDoctorList'],
    },
  },
  scheduleDays: {
    description: 'days shown in the schedule (end = start + scheduleDays − 1)',
    obeyedBy: {
      pages: ['/appointment/depart', '/appointment/doctor', '/appointment/confirm'],
      calls: ['pcEntireScheduleInfoByCondition', 'getDoctorSchedules', 'getChooseDoctorList'],
    },
  },
  daysPerPage: {
    description: 'days shown per schedule page (previous-week / next-week)',
    obeyedBy: { pages: ['/appointment/depart'], calls: [] },
  },
  scheduleEndByDays: {
    description: 'the schedule end date is start + scheduleDays − 1; off sends no end date',
    obeyedBy: { pages: ['/appointment/depart'], calls: [] },
  },
  allDoctorsType: {
    description:
      'business type used when no tab is configured, and for searches without a chosen type',
    obeyedBy: {
      pages: ['/appointment/depart', '/appointment/search', '/other/medical-guide'],
      calls: ['pcEntireScheduleInfoByCondition', 'searchDoctor'],
    },
  },
  specialtyAllianceType: {
    description: 'specialty-alliance business type: its schedule end date is blank; empty for none',
    obeyedBy: { pages: ['/appointment/depart'], calls: [] },
  },
  maxOpenBookings: {
    description: 'per-patient limit of active (booked, not yet visited) appointments',
    obeyedBy: { pages: ['/appointment/confirm'], calls: ['createAppointment'] },
  },
  pediatricDeptIds: {
    description:
      'departments the pediatric age rule applies to; empty with pediatricMaxAge > 0 means the whole hospital',
    obeyedBy: { pages: ['/appointment/confirm'], calls: ['createAppointment'] },
  },
  noonTimes: {
    description:
      "period (noon code) → {start, end} 'HH:mm' in the hospital zone; source numbers split this window",
    obeyedBy: {
      pages: ['/appointment/doctor', '/appointment/confirm', '/appointment/complete'],
      calls: [
        'pcEntireScheduleInfoByCondition',
        'getDoctorSchedules',
        'getChooseDoctorList',
        'checkIn',
      ],
    },
  },
  cancelEnabled: {
    description: 'cancel allowed: the cancel feature is on',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelPaidEnabled: {
    description: 'cancel allowed: a paid booking may be cancelled (and refunded)',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  checkInOpensMinutes: {
    description:
      "check-in opens N minutes before the appointment's start time (schTime start) and stays open until its session ends",
    obeyedBy: { pages: ['/appointment/record-info'], calls: ['getAppointmentRecord', 'checkIn'] },
  },
  arriveEarlyMinutes: {
    description:
      "minimum early arrival (15 or 30): the patient is asked to arrive N minutes before the number's time (shown with check-in and in the reminders)",
    obeyedBy: {
      pages: ['/appointment/record-info'],
      calls: ['getAppointmentRecords', 'getAppointmentRecord', 'checkIn'],
    },
  },
  signInCancelEnabled: {
    description: 'cancel allowed: a checked-in booking (hosState 3) may be cancelled',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelDays: {
    description:
      "cancel cutoff for advance bookings: cutoff date = hospital today + N days; 'none' = no limit",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelDaysSameDay: {
    description:
      "cancel cutoff for same-day registrations (isToday '1'): today + N days; 'none' = no limit",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelTimeMode: {
    description:
      "time condition on the cutoff date: 'interval' (cancelIntervalMinutes before the session starts) or 'period' (before the period's end time)",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelIntervalMinutes: {
    description:
      "with cancelTimeMode 'interval': cancel allowed on the cutoff date until N minutes before the session starts",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelPeriodEnds: {
    description:
      "with cancelTimeMode 'period': noon code → 'HH:mm' (hospital zone); cancel allowed on the cutoff date only before it. A period not listed uses its start time from noonTimes",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  payTimeLimitSeconds: {
    description:
      'pay prompt: seconds after opTime an unpaid booking may be paid (then it expires); 86400 means no limit',
    obeyedBy: {
      pages: ['/appointment/confirm', '/appointment/record-info', '/physical/booking'],
      calls: [
        'getAppointmentRecord',
        'robotizationDeductionAppointment',
        'pcRegisterScanQR',
        'payPhysicalBookingByQr',
      ],
    },
  },
  payScheduleRestriction: {
    description: 'pay prompt schedule-time restriction: no payment once the session has started',
    obeyedBy: {
      pages: ['/appointment/confirm', '/appointment/record-info'],
      calls: ['getAppointmentRecord', 'robotizationDeductionAppointment', 'pcRegisterScanQR'],
    },
  },
  payPromptEnabled: {
    description: 'pay prompt flag: offer payment of unpaid bookings',
    obeyedBy: {
      pages: ['/appointment/confirm', '/appointment/record-info'],
      calls: ['getAppointmentRecord', 'robotizationDeductionAppointment', 'pcRegisterScanQR'],
    },
  },
  deleteDelayDays: {
    description: 'delete allowed from schedule date + N days (hospital zone)',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: ['getAppointmentRecords', 'getAppointmentRecord', 'deleteAppointmentRecord'],
    },
  },
  hosStateCancelledPrompt: {
    description:
      "with state 1, hosState 4 shows the 'schedule cancelled, booking invalid' prompt (one hospital)",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: ['getAppointmentRecords', 'getAppointmentRecord'],
    },
  },
  transmitRegFee: {
    description:
      'ordinaryTransmitLogin (one hospital only): before a card payment the record page asks the registration fee through the HIS transmit call instead of getAppointmentCost; off answers that call FUNC001',
    obeyedBy: {
      pages: ['/appointment/record-info', '/appointment/multiple/record'],
      calls: ['ordinaryTransmitLogin'],
    },
  },
  visitReminderTime: {
    description: "the day before a visit, reminders go out from this time ('HH:mm', hospital zone)",
    obeyedBy: { pages: [], calls: [] },
  },
  cancelMaxAgeDays: {
    description: 'cancellation is refused for records whose opTime is more than N days old',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  refundMonths: {
    description: 'a refund is possible within N months of payment',
    obeyedBy: {
      pages: ['/appointment/record-info'],
      calls: ['getCancelOutlook', 'cancelAppointment'],
    },
  },
  staffRefundApprovalAbove: {
    description:
      'a staff refund above this many fen waits for a second staff member to approve it (docs/refunds.md)',
    obeyedBy: { pages: [], calls: ['refundBooking', 'approveRefundRequest'] },
  },
  rechargeStartTime: {
    description: "daily recharge window start ('HH:mm', hospital zone; APPOINT029)",
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
        '/appointment/confirm',
        '/appointment/record-info',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  rechargeEndTime: {
    description:
      "daily recharge window end ('HH:mm', hospital zone, inclusive minute; before the start = runs past midnight)",
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
        '/appointment/confirm',
        '/appointment/record-info',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  rechargeMin: {
    description: 'minimum recharge in yuan (RECHARGE003); 0 = any positive amount',
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
        '/appointment/record-info',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  rechargeMax: {
    description: 'maximum recharge in yuan (RECHARGE002); 0 = no maximum',
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  socialCardRechargeMax: {
    description:
      'cap in yuan on one top-up of a social-security card (card type 3; RECHARGE009); 0 = none',
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  rechargeDailyCount: {
    description: 'top-ups of one card per hospital day (RECHARGE012); 0 = no limit',
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  rechargeMinAfterBooking: {
    description:
      'minimum top-up in yuan when a booking fee exceeds the card balance (RECHARGE001 gap top-up)',
    obeyedBy: {
      pages: ['/appointment/record-info'],
      calls: ['getBookingTopUpQuote', 'startBookingTopUp'],
    },
  },
  rechargePresets: {
    description: 'preset top-up amounts in yuan offered as buttons',
    obeyedBy: {
      pages: ['/recharge/out/homepage/recharge', '/recharge/in/homepage/recharge'],
      calls: ['getRechargeOverview'],
    },
  },
  lowDepositWarning: {
    description:
      'warn on the inpatient card when the deposit left after the costs so far is under this many yuan',
    obeyedBy: {
      pages: ['/inpatient/homepage', '/inpatient/leave-discharge'],
      calls: ['getInpatientHome'],
    },
  },
  verifyCard: {
    description: 'verify the outpatient card (checkCardNoV2) before a top-up',
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  insufficientBalancePath: {
    description:
      "fee above the card balance (RECHARGE001): 'recharge' tops the card up by the gap and then takes the fee from it; 'qr' pays the fee directly by QR",
    obeyedBy: {
      pages: ['/appointment/confirm', '/appointment/record-info'],
      calls: ['getBookingTopUpQuote', 'startBookingTopUp'],
    },
  },
  payModes: {
    description:
      "comma list of the ways the hospital takes a booking's fee: 'card' (the outpatient card), 'self' (self-pay: the fee itself by QR), 'chs' (medical insurance, at the window)",
    obeyedBy: {
      pages: ['/appointment/confirm', '/appointment/record-info'],
      calls: ['getPayChannels'],
    },
  },
  cardTypes: {
    description:
      'card types the hospital issues and accepts (comma list of card-type codes: 1 clinic card … 6 electronic health card)',
    obeyedBy: {
      pages: ['/patient/out/homepage', '/recharge/out/homepage', '/recharge/in/homepage'],
      calls: [
        'getPatientInfoByCondition',
        'getCardInfoByCondition',
        'getCardBalance',
        'obtainCardBalanceUpV2',
        'checkCardNoV2',
        'getRechargeOverview',
        'getQrcodeOutTradeNoForPayCard',
      ],
    },
  },
  famousExpertMode: {
    description:
      "how a well-known expert (title rank 0) is reached from the choose-doctor home: a session picked opens the doctor's own page ('DEFAULT') or the schedule table of the expert's department ('SCHEDULEQUERY')",
    obeyedBy: { pages: ['/'], calls: [] },
  },
  smsCodeLength: {
    description: 'digits of an SMS verification code (4 to 8)',
    obeyedBy: {
      pages: ['/login', '/login/register'],
      calls: [
        'sendVerifyCode',
        'sendPatientBindCode',
        'loginBySms',
        'register',
        'resetPassword',
        'addPatient',
      ],
    },
  },
  maxPatients: {
    description: 'patients one account may link',
    obeyedBy: { pages: ['/patient/out/homepage'], calls: ['addPatient'] },
  },
  bindProof: {
    description:
      "how a link to the hospital's record of a person is proven: 'pin' asks for the card PIN, 'sms' the code sent to the phone the hospital holds",
    obeyedBy: { pages: ['/patient/out/homepage'], calls: ['sendPatientBindCode', 'addPatient'] },
  },
  certificateTypes: {
    description:
      'certificate types a patient may be added with (comma list: 0 ID card, 1 passport, 2 Taiwan permit, 3 foreigner residence permit, 4 HK/Macau pass)',
    obeyedBy: { pages: ['/patient/out/homepage'], calls: ['addPatient', 'sendPatientBindCode'] },
  },
  candidateEnabled: {
    description:
      'the waiting list: a full session offers to join it; off, a full session is only full',
    obeyedBy: { pages: ['/appointment/doctor'], calls: ['joinCandidate'] },
  },
  casePricePerCopy: {
    description: 'fee per copy of a case record, in fen',
    obeyedBy: { pages: ['/inpatient/case'], calls: ['getCaseMailSettings', 'createCaseMail'] },
  },
  casePostage: {
    description: 'postage of a copy sent by express, in fen (a pickup pays none)',
    obeyedBy: { pages: ['/inpatient/case'], calls: ['getCaseMailSettings', 'createCaseMail'] },
  },
  caseMaxCopies: {
    description: "most copies in one request (capped by the portal's own maximum)",
    obeyedBy: { pages: ['/inpatient/case'], calls: ['getCaseMailSettings', 'createCaseMail'] },
  },
  searchTypes: {
    description:
      'what the doctor search looks through (comma list: doctor names, department names, keywords of skills and diseases)',
    obeyedBy: { pages: ['/appointment/search', '/appointment/depart'], calls: ['searchDoctor'] },
  },
  hotKeywords: {
    description: 'popular searches offered under the search box',
    obeyedBy: { pages: ['/appointment/search'], calls: [] },
  },
  reportQueryDays: {
    description:
      'how many days back the report lists look, the default and the furthest a patient may choose (QUERY001 beyond): lab and exam reports and pathology reports; not the trend of a lab item',
    obeyedBy: {
      pages: ['/query/report', '/query/pathology'],
      calls: ['getReports', 'getPathologies'],
    },
  },
  paymentQueryDays: {
    description:
      'how many days back the payment (fee) list looks, the default and the furthest a patient may choose (QUERY001 beyond)',
    obeyedBy: { pages: ['/query/payment'], calls: ['getFees'] },
  },
  lectureTypes: {
    description: 'lecture kinds the hospital publishes (comma list: article, video)',
    obeyedBy: {
      pages: ['/lecture/homepage'],
      calls: ['getLectureList', 'getLectureCategories', 'getLectureInfo'],
    },
  },
  groupRegisterMax: {
    description: 'most members one group may register (at most 1000)',
    obeyedBy: {
      pages: ['/physical/group-register'],
      calls: ['checkPhysicalGroup', 'createPhysicalGroup'],
    },
  },
  showDeptIntroduce: {
    description: "the department page links each department's introduction",
    obeyedBy: { pages: ['/appointment/depart'], calls: ['getDepartmentInfo'] },
  },
  inRechargeMin: {
    description: 'minimum inpatient deposit top-up in yuan (RECHARGE003); 0 = any positive amount',
    obeyedBy: {
      pages: ['/recharge/in/homepage/recharge'],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  qrChannels: {
    description:
      'comma list of who takes QR payments (docs/payments.md#channels): sandbox (demo mode only), alipay, wechat; the first one the server can reach takes new orders, and the payment page offers the others',
    obeyedBy: {
      pages: ['/appointment/confirm'],
      calls: ['getPayChannels', 'outGetEncodeQrcode', 'switchPayChannel'],
    },
  },
  alipayAppId: {
    description:
      "the hospital's Alipay application (APPID): its keys are files in the server's secrets folder, never settings (docs/payments.md#alipay)",
    obeyedBy: { pages: [], calls: ['outGetEncodeQrcode'] },
  },
  wechatMchId: {
    description:
      "the hospital's WeChat Pay merchant number (mchid): its keys and platform certificates are files in the server's secrets folder (docs/payments.md#wechat-pay)",
    obeyedBy: { pages: [], calls: ['outGetEncodeQrcode'] },
  },
  wechatAppId: {
    description:
      'the WeChat application (appid) bound to the merchant, sent with every WeChat Pay order',
    obeyedBy: { pages: [], calls: ['outGetEncodeQrcode'] },
  },
  smsProvider: {
    description:
      'who sends the texts (docs/sms.md): sandbox (demo mode only), aliyun or tencent; a provider the server has no keys for answers C030',
    obeyedBy: { pages: [], calls: ['sendVerifyCode', 'sendPatientBindCode', 'inviteStaff'] },
  },
  smsSignName: {
    description:
      "the SMS signature approved at the hospital's provider (Aliyun SignName, Tencent SignName)",
    obeyedBy: { pages: [], calls: ['sendVerifyCode', 'sendPatientBindCode', 'inviteStaff'] },
  },
  smsTemplates: {
    description:
      'per kind of text (verifyCode, staffInvitation, each notice kind) the approved template id and, for Tencent, the order of its parameters (docs/sms.md)',
    obeyedBy: { pages: [], calls: ['sendVerifyCode', 'sendPatientBindCode', 'inviteStaff'] },
  },
};
