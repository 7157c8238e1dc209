import type { OptionsObject, SnackbarMessage } from 'notistack';
import { withSnackbarKit } from './load-notistack';

/** SPEC §8–9 snackbars: shown once notistack has arrived (load-notistack.ts), in the order they were asked for. */
export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  withSnackbarKit((kit) => kit.enqueueSnackbar(message, options));
}

const snackbar = { enqueueSnackbar };

/** notistack's `useSnackbar`, without fetching notistack before the first snackbar. */
export function useSnackbar(): typeof snackbar {
  return snackbar;
}
