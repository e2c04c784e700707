/**
 * The documents modal (spec section 2): the contract and CFDI files of one of the investor's
 * investments, from GET investment/{id}/cfdis (the spec's fixed id 9 was a defect: the chosen id).
 * The links go through the investment, so an investor opens only their own files.
 */
import { useEffect, useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Link, List, ListItem, ListItemIcon, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import CodeIcon from '@mui/icons-material/Code';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDate, type BusinessDate } from '../../framework/format.ts';
import { Link as RouterLink } from 'react-router-dom';
import { entities } from '../../../schemas/index.ts';
import { canAccessResource } from '../../auth/resource-access.ts';
import { storedPermissions, storedUser } from '../../auth/session-storage.ts';
import { ROLE } from '../../../schemas/role.ts';
import { StatementsList } from './payout/StatementsList.tsx';

interface InvestmentDocument {
  kind: 'contract' | 'cfdi_pdf' | 'cfdi_xml';
  url: string;
  download: string;
  detail_id: number | null;
  date_payment: BusinessDate | null;
}

interface Props {
  /** The investments to choose from (the selected investor's). */
  investments: { id: number; key: string }[];
  initialId?: number;
  onClose: () => void;
}

export function DocumentsDialog({ investments, initialId, onClose }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [investmentId, setInvestmentId] = useState<number | undefined>(initialId ?? investments[0]?.id);
  const [documents, setDocuments] = useState<InvestmentDocument[] | null>(null);
  // An investment imported with its history has its contract elsewhere until one is uploaded (docs/decisions/280).
  const [contractPending, setContractPending] = useState(false);

  useEffect(() => {
    if (investmentId === undefined) return setDocuments([]);
    const controller = new AbortController();
    setDocuments(null);
    setContractPending(false);
    dataProvider
      .call<{ investment: { contract: string | null }; result: InvestmentDocument[] }>('GET', `investment/${investmentId}/cfdis`, undefined, { silent: true, signal: controller.signal })
      .then((answer) => {
        setContractPending(!answer.investment?.contract);
        setDocuments(answer.result);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setDocuments([]);
        toast.error(TOAST.documentLoadError, error);
      });
    return () => controller.abort();
  }, [investmentId, dataProvider, toast]);

  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.investments.documents.${key}`, params);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="investment-documents-title">
      <DialogTitle id="investment-documents-title">{t('title')}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth size="small" label={t('investment')} value={investmentId ?? ''} onChange={(e) => setInvestmentId(Number(e.target.value))} sx={{ mt: 1, mb: 1 }}>
          {investments.map((investment) => (
            <MenuItem key={investment.id} value={investment.id}>
              {investment.key}
            </MenuItem>
          ))}
        </TextField>
        {documents !== null && contractPending && (
          <Typography color="text.secondary" data-testid="contract-pending" sx={{ mb: 1 }}>
            {t('contractPending')}
          </Typography>
        )}
        {documents === null ? (
          <CircularProgress size={24} />
        ) : documents.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <List dense data-testid="investment-documents">
            {documents.map((document) => (
              <ListItem key={document.download}>
                <ListItemIcon sx={{ minWidth: 36 }}>{document.kind === 'cfdi_xml' ? <CodeIcon fontSize="small" /> : <DescriptionIcon fontSize="small" />}</ListItemIcon>
                <ListItemText primary={t(document.kind, { date: formatDate(document.date_payment) })} />
                <Link href={document.download} target="_blank" rel="noopener">
                  {t('open')}
                </Link>
              </ListItem>
            ))}
          </List>
        )}
        {/* The investor's month statements: theirs only, as the API answers an investor. */}
        {storedUser()?.role_id === ROLE.investor && <StatementsList />}
        {/* The investor's yearly tax certificates live on their own screen; the documents lead there. */}
        {canAccessResource(entities.retention_certificate, 'read', storedPermissions()) && (
          <Link component={RouterLink} to="/inversiones/constancias" onClick={onClose} sx={{ display: 'block', mt: 2 }}>
            {t('taxCertificates')}
          </Link>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
