import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalPharmacyOutlinedIcon from '@mui/icons-material/LocalPharmacyOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { initialStatusFor, SELF_REGISTER_ROLES, type SelfRegisterRole } from '@pharmacy/shared/roles';
import type { z } from 'zod';
import type { RegisterForm, registerFormSchema } from '@pharmacy/shared/schemas/auth';
import { translateFieldMessage } from '../../../lib/api-errors';

const ICONS: Record<SelfRegisterRole, ReactNode> = {
  customer: <PersonOutlinedIcon />,
  pharmacy: <LocalPharmacyOutlinedIcon />,
  shipper: <LocalShippingOutlinedIcon />,
};

export interface RolePickerProps {
  control: Control<RegisterForm, unknown, z.output<typeof registerFormSchema>>;
}

/** The three self-registration roles as radio cards, each saying what it is for and whether an admin approves it. */
export function RolePicker({ control }: RolePickerProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: 'role', control });
  const message = translateFieldMessage(t, fieldState.error?.message);
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1.5, fontWeight: 600, color: 'text.primary' }}>
        {t('auth.register.roleLabel')}
      </FormLabel>
      <RadioGroup name={field.name} value={field.value ?? ''} onChange={(_, value) => field.onChange(value)} onBlur={field.onBlur}>
        <Stack spacing={1.5}>
          {SELF_REGISTER_ROLES.map((role, index) => {
            const selected = field.value === role;
            const needsApproval = initialStatusFor(role) === 'pending';
            return (
              <Box
                key={role}
                component="label"
                sx={(theme) => ({
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 1.5,
                  p: 2,
                  pl: 1,
                  cursor: 'pointer',
                  borderRadius: 1.5,
                  border: '1px solid',
                  borderColor: selected ? 'primary.main' : 'divider',
                  boxShadow: selected ? `0 0 0 1px ${theme.palette.primary.main}` : 'none',
                  bgcolor: selected ? theme.alpha(theme.palette.primary.main, 0.06) : 'transparent',
                  transition: theme.transitions.create(['border-color', 'background-color', 'box-shadow']),
                  '&:hover': { borderColor: selected ? 'primary.main' : 'text.secondary' },
                })}
              >
                <Radio value={role} slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} sx={{ mt: -0.5 }} />
                <Box
                  aria-hidden
                  sx={{ display: 'flex', color: selected ? 'primary.main' : 'text.secondary', mt: 0.25, '& svg': { fontSize: 28 } }}
                >
                  {ICONS[role]}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                      {t(`auth.roles.${role}.title`)}
                    </Typography>
                    {needsApproval && (
                      <Chip size="small" variant="outlined" color="warning" label={t('auth.roles.needsApproval')} />
                    )}
                  </Stack>
                  <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.25 }}>
                    {t(`auth.roles.${role}.description`)}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Stack>
      </RadioGroup>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
