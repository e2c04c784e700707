/** Each rule of DOMAIN.md's password policy, shown met or unmet while the user types. */
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import type { PasswordRule } from '../../../schemas/rules/password-policy.ts';

/** The rules the form lists, in the order a person meets them. */
export const SHOWN_RULES: readonly PasswordRule[] = ['minLength', 'uppercase', 'digit', 'special', 'containsIdentifier', 'containsCompanyWord', 'repeated', 'sequential'];

export function PasswordRules({ failed }: { failed: readonly PasswordRule[] }) {
  const translate = useTranslate();
  return (
    <List dense disablePadding data-testid="password-rules">
      {SHOWN_RULES.map((rule) => {
        const met = !failed.includes(rule);
        return (
          <ListItem key={rule} disableGutters data-rule={rule} data-met={met} sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {met ? <CheckCircleIcon fontSize="small" color="success" /> : <RadioButtonUncheckedIcon fontSize="small" color="disabled" />}
            </ListItemIcon>
            <ListItemText primary={translate(`caudal.profile.password.rules.${rule}`)} slotProps={{ primary: { variant: 'body2', color: met ? 'text.primary' : 'text.secondary' } }} />
          </ListItem>
        );
      })}
    </List>
  );
}
