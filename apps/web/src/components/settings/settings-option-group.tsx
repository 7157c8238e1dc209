import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { primaryTextTone } from '../../theme/palette';
import { visuallyHiddenSx } from './visually-hidden';

export interface SettingsOption<V extends string> {
  value: V;
  label: string;
  icon: ReactNode;
}

export interface SettingsOptionGroupProps<V extends string> {
  title: string;
  hint?: string;
  value: V;
  options: readonly SettingsOption<V>[];
  onChange: (value: V) => void;
  columns?: number;
}

/**
 * A choice drawn as cards over native radio buttons: one tab stop, arrow keys move the choice, and a screen
 * reader hears "Mode, group, Dark, radio button, 2 of 2".
 */
export function SettingsOptionGroup<V extends string>({
  title,
  hint,
  value,
  options,
  onChange,
  columns = 2,
}: SettingsOptionGroupProps<V>) {
  const name = useId();
  const hintId = useId();

  return (
    <Box
      component="fieldset"
      aria-describedby={hint ? hintId : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="overline" sx={{ color: 'text.secondary', mb: 1, p: 0 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1.5 }}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <Box
              key={option.value}
              component="label"
              sx={(theme) => {
                const tone = primaryTextTone(theme.palette);
                return {
                  position: 'relative',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 1,
                  minHeight: 80,
                  px: 1,
                  py: 1.5,
                  borderRadius: 1.5,
                  cursor: 'pointer',
                  textAlign: 'center',
                  color: checked ? 'text.primary' : 'text.secondary',
                  bgcolor: checked ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
                  // An inset ring instead of a thicker border: the card does not move when chosen.
                  boxShadow: `inset 0 0 0 ${checked ? 2 : 1}px ${checked ? tone : theme.palette.divider}`,
                  transition: theme.transitions.create(['background-color', 'box-shadow', 'color']),
                  '&:hover': { bgcolor: checked ? alpha(theme.palette.primary.main, 0.12) : 'action.hover' },
                  '&:has(input:focus-visible)': { outline: `2px solid ${tone}`, outlineOffset: 2 },
                  '& .option-icon': { display: 'flex', color: checked ? tone : 'inherit' },
                };
              }}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                sx={visuallyHiddenSx}
              />
              <Box component="span" aria-hidden className="option-icon">
                {option.icon}
              </Box>
              <Typography component="span" variant="subtitle2">
                {option.label}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {hint && (
        <Typography id={hintId} variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
