import type { Language } from '@pharmacy/shared/languages';
import type { InvoiceStatus, PaymentMethod } from '@pharmacy/shared/schemas/invoice';

/**
 * The invoice PDF's words in the seven languages (the web's invoice texts, apps/web/src/locales/* "invoices", where
 * they say the same thing). `{name}` placeholders are filled by `fill`, which isolates each value for the
 * bidirectional algorithm: an invoice number or a date keeps its own direction inside Arabic text.
 *
 * The Arabic texts are written without optional diacritics (tanwin, damma) and without brackets: both draw right,
 * but text extraction (poppler's pdftotext) puts a diacritic on a line of its own and cannot tell a bracket drawn
 * mirrored from the other one, so the copied text would read worse than the printed one.
 */
export interface PdfLabels {
  /** Between a label and its value: ': ', ' : ' in French, a full-width colon in Chinese. */
  colon: string;
  invoice: string;
  creditNote: string;
  /** Across a draft's pages and in its title. */
  draftMark: string;
  seller: string;
  buyer: string;
  number: string;
  issueDate: string;
  dueDate: string;
  status: string;
  vatNumber: string;
  pharmacyCode: string;
  iban: string;
  bic: string;
  /** {number}: the invoice a credit note cancels. */
  corrects: string;
  description: string;
  quantity: string;
  unitPriceExcl: string;
  unitPriceIncl: string;
  vatRate: string;
  amountExcl: string;
  amountIncl: string;
  vatBreakdown: string;
  rate: string;
  base: string;
  vat: string;
  gross: string;
  totalNet: string;
  totalVat: string;
  totalGross: string;
  totalCredit: string;
  statuses: Record<InvoiceStatus, string>;
  /** A credit note's status once issued (it is never paid or overdue). */
  creditIssued: string;
  methods: Record<PaymentMethod, string>;
  /** {date} {method} */
  paidOn: string;
  /** {date} */
  dueBy: string;
  /** {date} */
  overdueSince: string;
  payment: string;
  amount: string;
  communication: string;
  scan: string;
  creditNothingToPay: string;
  /** An invoice a credit note has cancelled. */
  creditedNote: string;
  notes: string;
  /** {page} {pages} */
  page: string;
}

export const PDF_LABELS: Record<Language, PdfLabels> = {
  en: {
    colon: ': ',
    invoice: 'Invoice',
    creditNote: 'Credit note',
    draftMark: 'DRAFT – not a valid invoice',
    seller: 'From',
    buyer: 'Billed to',
    number: 'Number',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    status: 'Status',
    vatNumber: 'VAT',
    pharmacyCode: 'Pharmacy code (APB)',
    iban: 'IBAN',
    bic: 'BIC',
    corrects: 'Cancels invoice {number} in full.',
    description: 'Description',
    quantity: 'Qty',
    unitPriceExcl: 'Unit price excl. VAT',
    unitPriceIncl: 'Unit price incl. VAT',
    vatRate: 'VAT',
    amountExcl: 'Amount excl. VAT',
    amountIncl: 'Amount incl. VAT',
    vatBreakdown: 'VAT per rate',
    rate: 'Rate',
    base: 'Taxable base',
    vat: 'VAT',
    gross: 'Incl. VAT',
    totalNet: 'Total excl. VAT',
    totalVat: 'Total VAT',
    totalGross: 'Total to pay',
    totalCredit: 'Total credited',
    statuses: { draft: 'Draft', sent: 'Awaiting payment', paid: 'Paid', overdue: 'Overdue', credited: 'Cancelled by a credit note' },
    creditIssued: 'Issued',
    methods: { cash: 'cash at the pharmacy', card: 'card at the pharmacy', transfer: 'bank transfer', online: 'paid online' },
    paidOn: 'Paid on {date} ({method}).',
    dueBy: 'To be paid by {date}.',
    overdueSince: 'Overdue: it was due on {date}.',
    payment: 'Payment by bank transfer',
    amount: 'Amount',
    communication: 'Structured communication',
    scan: 'Scan this code with your banking app to pay.',
    creditedNote: 'Cancelled in full by a credit note.',
    creditNothingToPay: 'Nothing to pay: this credit note cancels the invoice it corrects.',
    notes: 'Notes',
    page: 'Page {page} of {pages}',
  },
  fr: {
    colon: '\u00A0: ',
    invoice: 'Facture',
    creditNote: 'Note de crédit',
    draftMark: 'BROUILLON – facture non valable',
    seller: 'De',
    buyer: 'Facturé à',
    number: 'Numéro',
    issueDate: "Date d'émission",
    dueDate: "Date d'échéance",
    status: 'Statut',
    vatNumber: 'TVA',
    pharmacyCode: 'Code pharmacie (APB)',
    iban: 'IBAN',
    bic: 'BIC',
    corrects: 'Annule entièrement la facture {number}.',
    description: 'Description',
    quantity: 'Qté',
    unitPriceExcl: 'Prix unitaire HTVA',
    unitPriceIncl: 'Prix unitaire TVAC',
    vatRate: 'TVA',
    amountExcl: 'Montant HTVA',
    amountIncl: 'Montant TVAC',
    vatBreakdown: 'TVA par taux',
    rate: 'Taux',
    base: 'Base imposable',
    vat: 'TVA',
    gross: 'TVAC',
    totalNet: 'Total HTVA',
    totalVat: 'Total TVA',
    totalGross: 'Total à payer',
    totalCredit: 'Total crédité',
    statuses: { draft: 'Brouillon', sent: 'En attente de paiement', paid: 'Payée', overdue: 'En retard', credited: 'Annulée par une note de crédit' },
    creditIssued: 'Émise',
    methods: { cash: 'espèces à la pharmacie', card: 'carte à la pharmacie', transfer: 'virement bancaire', online: 'payé en ligne' },
    paidOn: 'Payée le {date} ({method}).',
    dueBy: 'À payer au plus tard le {date}.',
    overdueSince: "En retard : l'échéance était le {date}.",
    payment: 'Paiement par virement',
    amount: 'Montant',
    communication: 'Communication structurée',
    scan: 'Scannez ce code avec votre application bancaire pour payer.',
    creditedNote: 'Annulée entièrement par une note de crédit.',
    creditNothingToPay: "Rien à payer : cette note de crédit annule la facture qu'elle corrige.",
    notes: 'Remarques',
    page: 'Page {page} sur {pages}',
  },
  nl: {
    colon: ': ',
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    draftMark: 'CONCEPT – geen geldige factuur',
    seller: 'Van',
    buyer: 'Gefactureerd aan',
    number: 'Nummer',
    issueDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    status: 'Status',
    vatNumber: 'Btw',
    pharmacyCode: 'Apotheekcode (APB)',
    iban: 'IBAN',
    bic: 'BIC',
    corrects: 'Annuleert factuur {number} volledig.',
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitPriceExcl: 'Eenheidsprijs excl. btw',
    unitPriceIncl: 'Eenheidsprijs incl. btw',
    vatRate: 'Btw',
    amountExcl: 'Bedrag excl. btw',
    amountIncl: 'Bedrag incl. btw',
    vatBreakdown: 'Btw per tarief',
    rate: 'Tarief',
    base: 'Maatstaf van heffing',
    vat: 'Btw',
    gross: 'Incl. btw',
    totalNet: 'Totaal excl. btw',
    totalVat: 'Totaal btw',
    totalGross: 'Te betalen',
    totalCredit: 'Totaal gecrediteerd',
    statuses: { draft: 'Concept', sent: 'Wacht op betaling', paid: 'Betaald', overdue: 'Achterstallig', credited: 'Geannuleerd door een creditnota' },
    creditIssued: 'Uitgereikt',
    methods: { cash: 'contant in de apotheek', card: 'met kaart in de apotheek', transfer: 'overschrijving', online: 'online betaald' },
    paidOn: 'Betaald op {date} ({method}).',
    dueBy: 'Te betalen uiterlijk op {date}.',
    overdueSince: 'Achterstallig: de vervaldatum was {date}.',
    payment: 'Betaling per overschrijving',
    amount: 'Bedrag',
    communication: 'Gestructureerde mededeling',
    scan: 'Scan deze code met je bankapp om te betalen.',
    creditedNote: 'Volledig geannuleerd door een creditnota.',
    creditNothingToPay: 'Niets te betalen: deze creditnota annuleert de factuur die ze corrigeert.',
    notes: 'Opmerkingen',
    page: 'Pagina {page} van {pages}',
  },
  de: {
    colon: ': ',
    invoice: 'Rechnung',
    creditNote: 'Gutschrift',
    draftMark: 'ENTWURF – keine gültige Rechnung',
    seller: 'Von',
    buyer: 'Rechnung an',
    number: 'Nummer',
    issueDate: 'Rechnungsdatum',
    dueDate: 'Fälligkeitsdatum',
    status: 'Status',
    vatNumber: 'MwSt.',
    pharmacyCode: 'Apothekencode (APB)',
    iban: 'IBAN',
    bic: 'BIC',
    corrects: 'Storniert die Rechnung {number} vollständig.',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPriceExcl: 'Einzelpreis ohne MwSt.',
    unitPriceIncl: 'Einzelpreis inkl. MwSt.',
    vatRate: 'MwSt.',
    amountExcl: 'Betrag ohne MwSt.',
    amountIncl: 'Betrag inkl. MwSt.',
    vatBreakdown: 'MwSt. je Satz',
    rate: 'Satz',
    base: 'Bemessungsgrundlage',
    vat: 'MwSt.',
    gross: 'Inkl. MwSt.',
    totalNet: 'Summe ohne MwSt.',
    totalVat: 'Summe MwSt.',
    totalGross: 'Zu zahlender Betrag',
    totalCredit: 'Gutgeschriebener Betrag',
    statuses: { draft: 'Entwurf', sent: 'Zahlung ausstehend', paid: 'Bezahlt', overdue: 'Überfällig', credited: 'Durch Gutschrift storniert' },
    creditIssued: 'Ausgestellt',
    methods: { cash: 'bar in der Apotheke', card: 'mit Karte in der Apotheke', transfer: 'Überweisung', online: 'online bezahlt' },
    paidOn: 'Bezahlt am {date} ({method}).',
    dueBy: 'Zahlbar bis zum {date}.',
    overdueSince: 'Überfällig: Sie war am {date} fällig.',
    payment: 'Zahlung per Überweisung',
    amount: 'Betrag',
    communication: 'Strukturierte Mitteilung',
    scan: 'Scannen Sie diesen Code mit Ihrer Banking-App, um zu bezahlen.',
    creditedNote: 'Durch eine Gutschrift vollständig storniert.',
    creditNothingToPay: 'Nichts zu zahlen: Diese Gutschrift storniert die Rechnung, die sie berichtigt.',
    notes: 'Anmerkungen',
    page: 'Seite {page} von {pages}',
  },
  vi: {
    colon: ': ',
    invoice: 'Hóa đơn',
    creditNote: 'Giấy báo có',
    draftMark: 'BẢN NHÁP – không phải hóa đơn hợp lệ',
    seller: 'Bên bán',
    buyer: 'Bên mua',
    number: 'Số',
    issueDate: 'Ngày lập',
    dueDate: 'Hạn thanh toán',
    status: 'Trạng thái',
    vatNumber: 'Mã số VAT',
    pharmacyCode: 'Mã nhà thuốc (APB)',
    iban: 'IBAN',
    bic: 'BIC',
    corrects: 'Hủy toàn bộ hóa đơn {number}.',
    description: 'Mô tả',
    quantity: 'SL',
    unitPriceExcl: 'Đơn giá chưa VAT',
    unitPriceIncl: 'Đơn giá gồm VAT',
    vatRate: 'VAT',
    amountExcl: 'Thành tiền chưa VAT',
    amountIncl: 'Thành tiền gồm VAT',
    vatBreakdown: 'VAT theo thuế suất',
    rate: 'Thuế suất',
    base: 'Giá tính thuế',
    vat: 'VAT',
    gross: 'Gồm VAT',
    totalNet: 'Tổng chưa VAT',
    totalVat: 'Tổng VAT',
    totalGross: 'Tổng phải trả',
    totalCredit: 'Tổng số tiền ghi có',
    statuses: { draft: 'Bản nháp', sent: 'Chờ thanh toán', paid: 'Đã thanh toán', overdue: 'Quá hạn', credited: 'Đã hủy bằng giấy báo có' },
    creditIssued: 'Đã phát hành',
    methods: { cash: 'tiền mặt tại nhà thuốc', card: 'thẻ tại nhà thuốc', transfer: 'chuyển khoản ngân hàng', online: 'thanh toán trực tuyến' },
    paidOn: 'Đã thanh toán ngày {date} ({method}).',
    dueBy: 'Thanh toán trước ngày {date}.',
    overdueSince: 'Quá hạn: hạn thanh toán là ngày {date}.',
    payment: 'Thanh toán bằng chuyển khoản',
    amount: 'Số tiền',
    communication: 'Nội dung chuyển khoản có cấu trúc',
    scan: 'Quét mã này bằng ứng dụng ngân hàng để thanh toán.',
    creditedNote: 'Đã bị hủy toàn bộ bằng giấy báo có.',
    creditNothingToPay: 'Không phải thanh toán: giấy báo có này hủy hóa đơn mà nó điều chỉnh.',
    notes: 'Ghi chú',
    page: 'Trang {page}/{pages}',
  },
  cn: {
    colon: '：',
    invoice: '发票',
    creditNote: '贷项通知单',
    draftMark: '草稿 – 非有效发票',
    seller: '卖方',
    buyer: '买方',
    number: '编号',
    issueDate: '开具日期',
    dueDate: '到期日',
    status: '状态',
    vatNumber: '增值税号',
    pharmacyCode: '药房代码（APB）',
    iban: 'IBAN',
    bic: 'BIC',
    corrects: '全额冲销发票 {number}。',
    description: '描述',
    quantity: '数量',
    unitPriceExcl: '不含税单价',
    unitPriceIncl: '含税单价',
    vatRate: '增值税',
    amountExcl: '不含税金额',
    amountIncl: '含税金额',
    vatBreakdown: '按税率的增值税',
    rate: '税率',
    base: '计税基数',
    vat: '增值税',
    gross: '含税',
    totalNet: '不含税合计',
    totalVat: '增值税合计',
    totalGross: '应付总额',
    totalCredit: '冲销总额',
    statuses: { draft: '草稿', sent: '待付款', paid: '已付款', overdue: '已逾期', credited: '已由贷项通知单冲销' },
    creditIssued: '已开具',
    methods: { cash: '药房现金支付', card: '药房刷卡支付', transfer: '银行转账', online: '在线支付' },
    paidOn: '已于 {date} 付款（{method}）。',
    dueBy: '请于 {date} 前付款。',
    overdueSince: '已逾期：到期日为 {date}。',
    payment: '银行转账付款',
    amount: '金额',
    communication: '结构化附言',
    scan: '用您的银行应用扫描此码即可付款。',
    creditedNote: '已由贷项通知单全额冲销。',
    creditNothingToPay: '无需付款：本贷项通知单冲销其更正的发票。',
    notes: '备注',
    page: '第 {page} 页，共 {pages} 页',
  },
  ar: {
    colon: ': ',
    invoice: 'فاتورة',
    creditNote: 'إشعار دائن',
    draftMark: 'مسودة – ليست فاتورة صالحة',
    seller: 'من',
    buyer: 'فاتورة إلى',
    number: 'الرقم',
    issueDate: 'تاريخ الإصدار',
    dueDate: 'تاريخ الاستحقاق',
    status: 'الحالة',
    vatNumber: 'الرقم الضريبي',
    pharmacyCode: 'رمز الصيدلية APB',
    iban: 'IBAN',
    bic: 'BIC',
    corrects: 'يلغي الفاتورة {number} بالكامل.',
    description: 'الوصف',
    quantity: 'الكمية',
    unitPriceExcl: 'سعر الوحدة دون الضريبة',
    unitPriceIncl: 'سعر الوحدة شامل الضريبة',
    vatRate: 'الضريبة',
    amountExcl: 'المبلغ دون الضريبة',
    amountIncl: 'المبلغ شامل الضريبة',
    vatBreakdown: 'الضريبة حسب النسبة',
    rate: 'النسبة',
    base: 'الوعاء الضريبي',
    vat: 'الضريبة',
    gross: 'شامل الضريبة',
    totalNet: 'المجموع دون الضريبة',
    totalVat: 'مجموع الضريبة',
    totalGross: 'المبلغ المستحق',
    totalCredit: 'مجموع الإشعار الدائن',
    statuses: { draft: 'مسودة', sent: 'بانتظار الدفع', paid: 'مدفوعة', overdue: 'متأخرة', credited: 'ملغاة بإشعار دائن' },
    creditIssued: 'صادر',
    methods: { cash: 'نقدا في الصيدلية', card: 'بالبطاقة في الصيدلية', transfer: 'تحويل مصرفي', online: 'دفع عبر الإنترنت' },
    paidOn: 'دفعت في {date}، {method}.',
    dueBy: 'تدفع قبل {date}.',
    overdueSince: 'متأخرة: كان تاريخ استحقاقها {date}.',
    payment: 'الدفع بتحويل مصرفي',
    amount: 'المبلغ',
    communication: 'البيان المهيكل',
    scan: 'امسح هذا الرمز بتطبيق البنك للدفع.',
    creditedNote: 'ألغيت بالكامل بإشعار دائن.',
    creditNothingToPay: 'لا شيء للدفع: يلغي هذا الإشعار الدائن الفاتورة التي يصححها.',
    notes: 'ملاحظات',
    page: 'الصفحة {page} من {pages}',
  },
};

/** `{name}` replaced by its value wrapped in FSI…PDI (first-strong isolate), never drawn but read by bidi. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? `\u2068${values[key]}\u2069` : whole));
}
