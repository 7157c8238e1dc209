import type { Language } from '@pharmacy/shared/languages';

/**
 * The e-mail that brings an issued invoice or credit note to its buyer (modules/invoices/send.ts). `{number}`,
 * `{seller}`, `{amount}`, `{issueDate}`, `{dueDate}`, `{iban}` and `{communication}` are filled in by invoice-sent.ts.
 */
export interface InvoiceSentTexts {
  hello: string;
  invoiceSubject: string;
  creditSubject: string;
  invoiceIntro: string;
  creditIntro: string;
  amount: string;
  issueDate: string;
  dueDate: string;
  transfer: string;
  outro: string;
}

export const INVOICE_SENT_TEXTS: Record<Language, InvoiceSentTexts> = {
  en: {
    hello: 'Hello,',
    invoiceSubject: 'Invoice {number} from {seller}',
    creditSubject: 'Credit note {number} from {seller}',
    invoiceIntro: '{seller} has issued invoice {number} to you.',
    creditIntro: '{seller} has issued credit note {number} to you. It corrects an earlier invoice: there is nothing to pay.',
    amount: 'Amount',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    transfer: 'To pay by bank transfer, send the amount to {iban} with the structured communication {communication}.',
    outro: 'If you have already paid, thank you: you can ignore this e-mail.',
  },
  fr: {
    hello: 'Bonjour,',
    invoiceSubject: 'Facture {number} de {seller}',
    creditSubject: 'Note de crédit {number} de {seller}',
    invoiceIntro: '{seller} vous a adressé la facture {number}.',
    creditIntro: '{seller} vous a adressé la note de crédit {number}. Elle corrige une facture antérieure : il n’y a rien à payer.',
    amount: 'Montant',
    issueDate: 'Date de facture',
    dueDate: 'Échéance',
    transfer: 'Pour payer par virement, versez le montant sur le compte {iban} avec la communication structurée {communication}.',
    outro: 'Si vous avez déjà payé, merci : vous pouvez ignorer cet e-mail.',
  },
  nl: {
    hello: 'Hallo,',
    invoiceSubject: 'Factuur {number} van {seller}',
    creditSubject: 'Creditnota {number} van {seller}',
    invoiceIntro: '{seller} heeft u factuur {number} bezorgd.',
    creditIntro: '{seller} heeft u creditnota {number} bezorgd. Ze corrigeert een eerdere factuur: er valt niets te betalen.',
    amount: 'Bedrag',
    issueDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    transfer: 'Om per overschrijving te betalen, stort u het bedrag op {iban} met de gestructureerde mededeling {communication}.',
    outro: 'Hebt u al betaald, dank u wel: dan mag u deze e-mail negeren.',
  },
  de: {
    hello: 'Hallo,',
    invoiceSubject: 'Rechnung {number} von {seller}',
    creditSubject: 'Gutschrift {number} von {seller}',
    invoiceIntro: '{seller} hat Ihnen die Rechnung {number} ausgestellt.',
    creditIntro: '{seller} hat Ihnen die Gutschrift {number} ausgestellt. Sie korrigiert eine frühere Rechnung: Es ist nichts zu zahlen.',
    amount: 'Betrag',
    issueDate: 'Rechnungsdatum',
    dueDate: 'Fälligkeitsdatum',
    transfer: 'Für eine Überweisung zahlen Sie den Betrag auf {iban} mit der strukturierten Mitteilung {communication} ein.',
    outro: 'Wenn Sie bereits bezahlt haben, vielen Dank: Dann können Sie diese E-Mail ignorieren.',
  },
  vi: {
    hello: 'Xin chào,',
    invoiceSubject: 'Hóa đơn {number} từ {seller}',
    creditSubject: 'Giấy báo có {number} từ {seller}',
    invoiceIntro: '{seller} đã xuất hóa đơn {number} cho bạn.',
    creditIntro: '{seller} đã xuất giấy báo có {number} cho bạn. Giấy này điều chỉnh một hóa đơn trước đó: bạn không phải thanh toán gì.',
    amount: 'Số tiền',
    issueDate: 'Ngày xuất',
    dueDate: 'Hạn thanh toán',
    transfer: 'Để thanh toán bằng chuyển khoản, hãy chuyển số tiền vào tài khoản {iban} với nội dung có cấu trúc {communication}.',
    outro: 'Nếu bạn đã thanh toán, xin cảm ơn: bạn có thể bỏ qua e-mail này.',
  },
  cn: {
    hello: '您好，',
    invoiceSubject: '{seller} 的发票 {number}',
    creditSubject: '{seller} 的贷记单 {number}',
    invoiceIntro: '{seller} 已向您开具发票 {number}。',
    creditIntro: '{seller} 已向您开具贷记单 {number}。它更正了之前的一张发票：您无需付款。',
    amount: '金额',
    issueDate: '开票日期',
    dueDate: '付款截止日期',
    transfer: '如通过银行转账付款，请将款项转入账户 {iban}，并填写结构化附言 {communication}。',
    outro: '如果您已经付款，谢谢：您可以忽略此邮件。',
  },
  ar: {
    hello: 'مرحبًا،',
    invoiceSubject: 'الفاتورة {number} من {seller}',
    creditSubject: 'إشعار دائن {number} من {seller}',
    invoiceIntro: 'أصدرت {seller} لك الفاتورة {number}.',
    creditIntro: 'أصدرت {seller} لك إشعار الدائن {number}. وهو يصحّح فاتورة سابقة: لا يوجد ما تدفعه.',
    amount: 'المبلغ',
    issueDate: 'تاريخ الإصدار',
    dueDate: 'تاريخ الاستحقاق',
    transfer: 'للدفع بالتحويل المصرفي، حوّل المبلغ إلى الحساب {iban} مع البيان المنظّم {communication}.',
    outro: 'إذا كنت قد دفعت بالفعل، فشكرًا لك: يمكنك تجاهل هذه الرسالة.',
  },
};
