import type { Language } from '@pharmacy/shared/languages';
import type { CalendarKind } from '@pharmacy/shared/schemas/calendar';

/** The subscription's name and each kind's label, in the person's language (the phone shows them as they are). */
export const FEED_TEXTS: Record<Language, Record<CalendarKind | 'calendar', string>> = {
  en: { calendar: 'PharmaLink', personal: 'Event', on_duty: 'On duty', opening_exception: 'Opening hours change', delivery_slot: 'Delivery slot', availability: 'Available' },
  fr: { calendar: 'PharmaLink', personal: 'Événement', on_duty: 'De garde', opening_exception: 'Horaires modifiés', delivery_slot: 'Créneau de livraison', availability: 'Disponible' },
  nl: { calendar: 'PharmaLink', personal: 'Afspraak', on_duty: 'Wachtdienst', opening_exception: 'Gewijzigde openingsuren', delivery_slot: 'Leveringsmoment', availability: 'Beschikbaar' },
  de: { calendar: 'PharmaLink', personal: 'Termin', on_duty: 'Notdienst', opening_exception: 'Geänderte Öffnungszeiten', delivery_slot: 'Lieferfenster', availability: 'Verfügbar' },
  ar: { calendar: 'PharmaLink', personal: 'حدث', on_duty: 'مناوبة', opening_exception: 'تغيير ساعات العمل', delivery_slot: 'موعد توصيل', availability: 'متاح' },
  cn: { calendar: 'PharmaLink', personal: '活动', on_duty: '值班', opening_exception: '营业时间变更', delivery_slot: '配送时段', availability: '可接单' },
  vi: { calendar: 'PharmaLink', personal: 'Sự kiện', on_duty: 'Trực', opening_exception: 'Thay đổi giờ mở cửa', delivery_slot: 'Khung giờ giao hàng', availability: 'Sẵn sàng' },
};
