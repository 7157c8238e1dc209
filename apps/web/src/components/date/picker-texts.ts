import type { TFunction } from '../../lib/translator';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

/**
 * The picker's own texts (button names, calendar labels) from our dictionaries: MUI X has no Arabic pack,
 * and one source keeps the seven languages alike. Only what a date picker shows is set.
 */
export function pickerTexts(t: TFunction): Partial<PickersLocaleText> {
  return {
    previousMonth: t('date.picker.previousMonth'),
    nextMonth: t('date.picker.nextMonth'),
    openPreviousView: t('date.picker.openPreviousView'),
    openNextView: t('date.picker.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? t('date.picker.switchToCalendarView') : t('date.picker.switchToYearView'),
    cancelButtonLabel: t('date.picker.cancel'),
    clearButtonLabel: t('date.picker.clear'),
    okButtonLabel: t('date.picker.ok'),
    todayButtonLabel: t('date.picker.today'),
    datePickerToolbarTitle: t('date.picker.toolbarTitle'),
    openDatePickerDialogue: (formattedDate) =>
      formattedDate ? t('date.picker.chooseSelected', { date: formattedDate }) : t('date.picker.choose'),
    fieldClearLabel: t('date.picker.clear'),
    dateTableLabel: t('date.picker.calendar'),
    year: t('date.picker.year'),
    month: t('date.picker.month'),
    day: t('date.picker.day'),
    empty: t('date.picker.empty'),
  };
}
