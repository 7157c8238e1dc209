// What the snackbars need from notistack, in one chunk fetched with the first snackbar (load-notistack.ts).
export { enqueueSnackbar, SnackbarProvider } from 'notistack';
export { SnackbarAlert } from './snackbar-alert';
